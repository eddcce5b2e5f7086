// CSS modules in tests: every class name is its own key (`styles.active` → "active"),
// so tests may check classes without webpack. `__esModule: false` keeps default imports working.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
