// Short messages at the centre of the screen (添加成功, 请先登录 …). Anything may ask for one,
// including code outside React (the 52 handler); the host renders the latest.
export interface ToastMessage {
  id: number;
  text: string;
}

type Listener = (message: ToastMessage) => void;

const listeners = new Set<Listener>();
let nextId = 1;

export function showToast(text: string): void {
  const message = { id: nextId++, text };
  listeners.forEach((listener) => listener(message));
}

export function onToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
