// Every page sets a Chinese document title: `<page> - 多么商城`.
import { useEffect } from 'react';
import { SITE_NAME } from '../../../core/config/site';

export const pageTitle = (title?: string | null): string => (title ? `${title} - ${SITE_NAME}` : SITE_NAME);

export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
