// Which encoding to send, decided once per distinct Accept-Encoding value: browsers send a handful,
// and parsing the header (negotiator) on every request was a visible share of a small reply's cost.
import type { IncomingMessage } from 'node:http';
import accepts from 'accepts';

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** Accept-Encoding values seen; browsers send a handful, so this stays tiny. Bounded all the same. */
const MAX_REMEMBERED_ENCODINGS = 64;

/**
 * The encoding to send for this Accept-Encoding: brotli first (our preference, whatever the header's
 * order), then gzip, else identity; decided once per distinct header value.
 */
export const encodingChooser = (): ((req: IncomingMessage) => PageEncoding) => {
  const chosen = new Map<string, PageEncoding>();
  return (req) => {
    const key = req.headers['accept-encoding'] ?? '';
    let encoding = chosen.get(key);
    if (encoding) return encoding;
    const accepted = accepts(req);
    encoding = accepted.encodings('br') ? 'br' : accepted.encodings('gzip') ? 'gzip' : 'identity';
    if (chosen.size >= MAX_REMEMBERED_ENCODINGS) chosen.clear();
    chosen.set(key, encoding);
    return encoding;
  };
};
