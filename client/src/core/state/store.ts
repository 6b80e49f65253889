// The one jotai store. React reads it through <Provider store={appStore}>; code outside React (the
// api interceptors, route loaders) reads and writes the same atoms through it.
import { createStore } from 'jotai';

export const appStore = createStore();
export type AppStore = typeof appStore;
