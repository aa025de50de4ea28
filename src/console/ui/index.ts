// The kit's public surface: pages import from here, never raw react-aria-components.
export { theme, type Theme } from './theme'
export { GlobalStyle } from './GlobalStyle'
export { Button, IconButton, type ButtonProps, type ButtonVariant } from './Button'
export { TextField, type TextFieldProps } from './TextField'
export { SearchField, type SearchFieldProps } from './SearchField'
export { Select, type SelectOption, type SelectProps } from './Select'
export { SearchCombo, type SearchComboProps } from './SearchCombo'
export { Checkbox, Switch, type CheckboxProps, type SwitchProps } from './Checkbox'
export { NumberField, type NumberFieldProps } from './NumberField'
export { Modal, type ModalProps } from './Modal'
export { FormModal, FormGrid, type FormModalProps } from './FormModal'
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog'
export { ConfirmDelete, type ConfirmDeleteProps } from './ConfirmDelete'
export { ShownOnceModal, type ShownOnceModalProps } from './ShownOnceModal'
export { CodeText, NameAndCodeCell } from './TableCells'
export { Table, actionColumn, type TableColumn, type TableProps } from './Table'
export { Pager, type PagerProps } from './Pager'
export { PAGE_SIZE, pagerModel, type PagerModel } from './pager'
export { Spinner, LoadingImage } from './Spinner'
export { LockToggle, type LockToggleProps } from './LockToggle'
export { AlertsProvider, AlertsViewport, InlineAlerts, AlertCard, useAlerts, alertKinds, type AlertsApi } from './Alerts'
export { AlertStore, ALERT_AUTO_CLOSE_MS, ALERT_CLOSE_ANIMATION_MS, type Alert, type AlertType } from './alertStore'
export { DropdownMenu, Drawer, type DropdownItem } from './Menu'
export { PageHeader, Card, CardHead, CardStack, Badge, Link, BackLink, ErrorBox, Crumb, spreadRow, type BadgeTone } from './Page'
export * as icons from './icons'
export {
  useDebounced,
  usePageInRange,
  useListRows,
  useListAnswer,
  useSearchPaging,
  ListCard,
  ResourceListCard,
  TableCard,
  ListToolbar,
  EmptyState,
  DateTimeText,
  twoLines,
  type ListCardProps,
  type ListResource,
  type ResourceListCardProps,
  type TableCardProps,
  type PagedList,
  type SearchPaging,
} from './List'
export { IconLink } from './IconLink'
export { STAMP, clockOptions, formatInZone, zoneShortName } from './clock'
export { AddButton, EditRowButton, DeleteRowButton } from './ActionButtons'
export { useRouteFlash, type RouteFlash } from './routeFlash'
export { useDocumentTitle } from './useDocumentTitle'
export { useMediaQuery } from './useMediaQuery'
export { DateField, type DateFieldProps } from './DateField'
export { MonthCalendar, DatePicker, DateRangePicker, calendarDateOf, type DateRange, type MonthCalendarProps } from './Calendar'
export { CalendarLegend, CALENDAR_KIND_TONES, type CalendarDayKind } from './CalendarLegend'
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField'
export { Tooltip } from './Tooltip'
export { ProgressBar } from './ProgressBar'
export { formatBytes } from './bytes'
export { VisuallyHidden, visuallyHidden } from './VisuallyHidden'
export { Panel, PanelPlaceholder } from './Panel'
export { RenderWhenNear } from './RenderWhenNear'
export { ScrollTable } from './ScrollTable'
export { EmptyCard } from './EmptyCard'
export { TileGrid } from './TileGrid'
export { HourField, type HourFieldProps } from './TimeField'
export { useWeekOrder, weekOrderFor } from './weekOrder'
