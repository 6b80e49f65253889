// The phone's 在线客服 conversation: 客服小多's greeting (by name for a logged-in shopper), each
// message the shopper sends, and the service's acknowledgement a moment later, as the shop's chat
// does. Nothing leaves the device: the demo has no service desk behind it.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ChatLine {
  id: number;
  from: 'me' | 'service';
  text: string;
}

export const SERVICE_NAME = '客服小多';
export const ACK_TEXT = '已收到您的留言，客服将尽快为您处理，请耐心等待。';
const ACK_DELAY_MS = 600;

export const greeting = (nickname: string | null): string =>
  `您好${nickname ? `，${nickname}` : ''}！请问有什么可以帮您？订单、物流、退换货问题都可以直接留言。`;

export function useChatLog(nickname: string | null) {
  const [lines, setLines] = useState<ChatLine[]>(() => [
    { id: 0, from: 'service', text: greeting(nickname) },
  ]);
  const nextId = useRef(1);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);
  const add = useCallback((from: ChatLine['from'], text: string) => {
    const id = nextId.current++;
    setLines((old) => [...old, { id, from, text }]);
  }, []);
  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message) return false;
      add('me', message);
      timers.current.push(window.setTimeout(() => add('service', ACK_TEXT), ACK_DELAY_MS));
      return true;
    },
    [add],
  );
  return { lines, send };
}
