// Namespace 'errors': the messages of shell §8 and domain §8.
export default {
  requestError: 'リクエストエラー、入力内容を確認してください',
}
