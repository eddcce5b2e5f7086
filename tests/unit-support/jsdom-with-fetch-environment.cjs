// jsdom as the browser, plus the web APIs that every browser has but jsdom leaves
// out and react-router needs (Request for navigations, TextEncoder). Node has them.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const browserApis = {
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      FormData,
      TextEncoder,
      TextDecoder,
    };
    for (const [name, api] of Object.entries(browserApis)) {
      if (name in this.global && name !== 'AbortController' && name !== 'AbortSignal') {
        continue;
      }
      this.global[name] = api;
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
