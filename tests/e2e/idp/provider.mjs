// The OpenID provider of the console's single sign-on tests: `oidc-provider` (a certified
// implementation, tests/package.json pins it), configured from one JSON argument:
//   {"port": 0, "client": {"client_id", "client_secret", "redirect_uris": [...]},
//    "accounts": {"alice": {"email", "name", "groups": [...]}, ...}}
// Its development interactions ask for any login and password: the login names an account.
// First stdout line: {"issuer": "http://127.0.0.1:PORT"} once it listens.

import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const config = JSON.parse(process.argv[2]);
const server = createServer();
await new Promise((resolve) => server.listen(config.port || 0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [{
    ...config.client,
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  }],
  pkce: { required: () => true },
  scopes: ['openid', 'email', 'profile', 'groups'],
  claims: { openid: ['sub'], email: ['email'], profile: ['name'], groups: ['groups'] },
  // The groups go in the ID token itself, where the relay reads them.
  conformIdTokenClaims: false,
  async findAccount(ctx, id) {
    const account = config.accounts[id];
    if (!account) return undefined;
    return { accountId: id, claims: async () => ({ sub: id, ...account }) };
  },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['e2e-only-cookie-key'] },
});
provider.proxy = false;
server.on('request', provider.callback());
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
