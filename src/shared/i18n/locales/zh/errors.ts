// Namespace 'errors': the messages of shell §8 and domain §8.
export default {
  requestError: '请求错误，请检查填写的内容',
}
