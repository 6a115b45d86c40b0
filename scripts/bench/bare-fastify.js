// The baseline: a bare Fastify JSON route on the same machine, in its own process like the edge.
'use strict';
const fastify = require('fastify')({ logger: false });
fastify.post('/bare', async () => ({ Success: true, ErrorCode: 0, ErrorText: '', Value: 1 }));
fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => process.send?.('ready'));
