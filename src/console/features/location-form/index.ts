// The add/update location form, shared by the Locations list and a user's detail (no routes of its own).
export { LocationFormModal, type LocationFormModalProps } from './LocationFormModal'
export { valuesOf as locationFormValuesOf, type LocationFormValues } from './locationForm'
