// Examples entry (`@storefront/contracts/examples`): plain data shared by the Pact consumer tests
// and the OpenAPI document. Not imported by the app, so none of it reaches the browser bundle.
// Each entry's own example sits in its catalogue entry (`exampleOf` in @storefront/contracts/schemas).
export * from './entry-example.js';
export * from './result-example.js';
export * from './wire-examples.js';
