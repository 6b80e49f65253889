// Countdowns run on this browser's clock; a moment the server names is shifted by the difference
// between the server's time and ours when the reply arrived.
export const toLocalTime = (serverMoment: number, serverNow: number, receivedAt: number): number =>
  serverMoment + (receivedAt - serverNow);
