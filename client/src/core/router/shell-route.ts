// The root route of either face: its shell around every page, and the boundary a broken shell
// falls back to. Each face fills in its own pages.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

interface ShellRouteParts {
  Shell: ComponentType;
  ErrorPage: ComponentType;
  HydrateFallback?: ComponentType | undefined;
  children: RouteObject[];
}

export const shellRoute = ({
  Shell,
  ErrorPage,
  HydrateFallback,
  children,
}: ShellRouteParts): RouteObject => ({
  id: 'root',
  Component: Shell,
  ErrorBoundary: ErrorPage,
  HydrateFallback,
  children,
});
