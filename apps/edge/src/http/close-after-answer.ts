import type { IncomingMessage } from 'node:http';

const LINGER_MS = 2000;

/**
 * Ends a connection whose request body was left unread, once the answer is out. Closing at once
 * would make the kernel reset the connection while the client is still sending, and many clients
 * then lose the answer; so the rest is read and discarded (never buffered) for a short while after
 * our side is half-closed, the way web servers linger on close.
 */
export function closeAfterAnswer(req: IncomingMessage, answer: NodeJS.WritableStream): void {
  answer.once('finish', () => {
    const socket = req.socket;
    req.resume();
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}
