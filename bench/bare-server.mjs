// The yardstick: a bare node:http server that answers every request with one fixed payload, the
// same bytes the app answered. The app's figures are read as a ratio of this one's, measured in
// the same run on the same machine.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [payloadFile, port] = process.argv.slice(2);
const body = readFileSync(payloadFile);
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
