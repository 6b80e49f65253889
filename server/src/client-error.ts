// Requests Node's HTTP parser refuses before Express sees them (a URL or headers past 16 KB, bytes
// that are not HTTP) would get Node's bare "400 Bad Request" with no body. The wire promises JSON in
// the envelope for every reply (see docs/wire.md), so these get it too, and the connection is closed.
import type { Socket } from 'node:net';

interface ParserError extends Error {
  code?: string;
}

const REPLIES: Record<string, { status: number; reason: string; msg: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    msg: '请求地址或请求头过长',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', msg: '请求超时' },
};
const BAD_REQUEST = { status: 400, reason: 'Bad Request', msg: '请求格式有误' };

export const clientErrorReply = (code: string | undefined): string => {
  const { status, reason, msg } = (code && REPLIES[code]) || BAD_REQUEST;
  const body = JSON.stringify({ code: String(status), msg, result: null });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
};

/** `server.on('clientError', answerClientError)`. */
export const answerClientError = (err: ParserError, socket: Socket): void => {
  // A peer that reset the connection, or a socket whose answer has begun, cannot take this one.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || answering?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorReply(err.code));
};
