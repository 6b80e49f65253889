'use strict';
// Browser stand-in for `side-channel`, which qs needs only as a keyed store. The original pulls
// object-inspect and get-intrinsic (≈12 KB gzip) in for an error message and for engines older
// than our es2022 target. Same interface, same key semantics: objects weakly held, primitives in a Map.
module.exports = function getSideChannel() {
  var weak = new WeakMap();
  var map = new Map();
  var store = function (key) {
    return key !== null && (typeof key === 'object' || typeof key === 'function') ? weak : map;
  };
  var channel = {
    assert: function (key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: function (key) {
      return store(key).delete(key);
    },
    get: function (key) {
      return store(key).get(key);
    },
    has: function (key) {
      return store(key).has(key);
    },
    set: function (key, value) {
      store(key).set(key, value);
    },
  };
  return channel;
};
