// The form side of a failed submit lives beside the api layer, shared with the mobile shop.
export { applySubmitError, describeSubmitError, type SubmitFailure } from '../../../core/api/submit-errors';
