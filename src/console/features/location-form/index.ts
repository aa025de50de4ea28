// Moved: the add/update location form is in ../locations (form/). Forwarded here for the users feature, whose pages
// still import it from this path; delete this file once they import LocationFormModal from '../locations'.
export { LocationFormModal, type LocationFormModalProps } from '../locations'
