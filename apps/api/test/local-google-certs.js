// Test preload for an API child process: Google's certificates are the PEM in TEST_GOOGLE_CERT_PEM
// (key id TEST_GOOGLE_KEY_ID) instead of a fetch from the network.
const { OAuth2Client } = require('google-auth-library');

OAuth2Client.prototype.getFederatedSignonCertsAsync = async function () {
  return { certs: { [process.env.TEST_GOOGLE_KEY_ID]: process.env.TEST_GOOGLE_CERT_PEM }, format: 'PEM' };
};
