// The window's scroll position and height, updated at most once per animation frame.
import { useEffect, useState } from 'react';

export interface WindowScroll {
  scrollY: number;
  innerHeight: number;
}

const read = (): WindowScroll => ({ scrollY: window.scrollY, innerHeight: window.innerHeight });

export function useWindowScroll(): WindowScroll {
  const [state, setState] = useState(read);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setState((prev) => {
          const next = read();
          return prev.scrollY === next.scrollY && prev.innerHeight === next.innerHeight ? prev : next;
        });
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return state;
}
