// Examples entry (`@storefront/contracts/examples`): plain data shared by the Pact consumer tests
// and the OpenAPI document. Not imported by the app, so none of it reaches the browser bundle.
export * from './endpoint-examples.js';
export * from './result-example.js';
export * from './wire-examples.js';
