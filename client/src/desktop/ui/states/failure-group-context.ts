// The context between a FailureGroup and the ErrorStates inside it (its own file so neither
// imports the other).
import { createContext, useContext } from 'react';

export interface FailureGroupValue {
  /** Adds a failed block's retry; returns its removal. */
  register: (id: string, retry: () => void) => () => void;
  /** Two or more blocks failed: they leave the saying to the group. */
  collapsed: boolean;
}

export const FailureGroupContext = createContext<FailureGroupValue | null>(null);

export const useFailureGroup = () => useContext(FailureGroupContext);
