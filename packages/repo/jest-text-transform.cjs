// Lets tests import src/python/worker.py as a string, as the tsup build does with its text loader.
module.exports = {
  process(sourceText) {
    return { code: `module.exports = ${JSON.stringify(sourceText)};` };
  },
};
