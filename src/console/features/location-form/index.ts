// Moved: the add/update location form is in ../locations (form/). Forwarded here for the user detail page, which still
// imports it from this path; delete this file once it imports LocationFormModal from '../locations'.
export { LocationFormModal, type LocationFormModalProps } from '../locations'
