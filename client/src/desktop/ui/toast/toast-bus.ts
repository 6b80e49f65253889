// Toasts may be requested before sonner has loaded (it is a lazy chunk, the budget in docs/architecture.md). The bus
// queues them until the host has mounted sonner's <Toaster>, then hands them over in order.
export type ToastKind = 'info' | 'success' | 'error' | 'warning';
export interface ToastRequest {
  message: string;
  kind: ToastKind;
}

type Deliver = (request: ToastRequest) => void;

let pending: ToastRequest[] = [];
let deliver: Deliver | null = null;
const wakeListeners = new Set<() => void>();

export function showToast(message: string, kind: ToastKind = 'info'): void {
  const request = { message, kind };
  if (deliver) {
    deliver(request);
    return;
  }
  pending.push(request);
  wakeListeners.forEach((wake) => wake());
}

/** The host calls this once sonner is ready; queued toasts are shown immediately. */
export function attachToastDelivery(next: Deliver): () => void {
  deliver = next;
  const queued = pending;
  pending = [];
  queued.forEach(next);
  return () => {
    if (deliver === next) deliver = null;
  };
}

/** The host subscribes to learn that a first toast is waiting (and sonner must be loaded). */
export function onToastRequested(wake: () => void): () => void {
  wakeListeners.add(wake);
  return () => wakeListeners.delete(wake);
}

export const hasPendingToasts = (): boolean => pending.length > 0;
