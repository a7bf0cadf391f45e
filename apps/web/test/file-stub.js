// Jest stand-in for stylesheets and images: components only need an import that resolves to a string.
module.exports = 'test-file-stub';
