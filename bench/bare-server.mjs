// The yardstick: a bare node:http server that answers every request with one fixed payload, the
// same bytes the app answered. The app's figures are read as a ratio of this one's, measured in
// the same run on the same machine.
import { readFileSync } from 'node:fs';
import http from 'node:http';

// The headers that describe the body (its type and, when compressed, its encoding) come with it.
const [payloadFile, port, headersJson = '{}'] = process.argv.slice(2);
const body = readFileSync(payloadFile);
const headers = {
  'content-type': 'application/json; charset=utf-8',
  ...JSON.parse(headersJson),
  'content-length': body.length,
};
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, headers);
    res.end(body);
  });
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
