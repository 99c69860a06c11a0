// Jest stand-in for image imports: webpack turns them into URLs, tests only need a string.
module.exports = 'test-file-stub';
