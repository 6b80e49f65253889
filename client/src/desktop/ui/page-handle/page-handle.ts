// What a page module may export beside its component: how the shell lays the page out. It lives
// below the features so a page can declare it without importing the app.
export interface PageHandle {
  /** 'minimal' drops the nav bar, side panel and pinned header (login, sign-up, checkout). */
  layout?: 'full' | 'minimal';
}
