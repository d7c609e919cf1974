// Namespace 'errors': the messages of shell §8 and domain §8.
export default {
  requestError: 'Request error, please check what you filled in',
}
