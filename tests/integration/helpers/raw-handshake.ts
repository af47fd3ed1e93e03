// A WebSocket handshake over a raw connection: the HTTP answer once the server closes it (or its 101 status line).
import { connect } from "node:net";

/**
 * Sends a WebSocket handshake over a raw connection and returns the HTTP answer once the server closes the
 * connection (or at once for 101); rejects if the server keeps a refused handshake open for `timeoutMs`.
 */
export function rawHandshake(baseUrl: string, path: string, headers: Record<string, string>, timeoutMs = 5000) {
  const { hostname, port, host } = new URL(baseUrl);
  const lines = [
    `GET ${path} HTTP/1.1`,
    `Host: ${host}`,
    "Connection: Upgrade",
    "Upgrade: websocket",
    "Sec-WebSocket-Version: 13",
    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${lines.join("\r\n")}\r\n\r\n`));
    let answer = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open after ${timeoutMs} ms; received: ${answer}`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("utf8");
      // An accepted upgrade stays open for WebSocket frames: its status line is the answer.
      if (answer.startsWith("HTTP/1.1 101 ")) socket.destroy();
    });
    socket.on("error", reject);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
}
