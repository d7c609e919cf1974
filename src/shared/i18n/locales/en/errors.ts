// Namespace 'errors': every message of shell §8 and domain §8. English is the source of the keys:
// zh and ja are typed against it, so a missing translation does not compile.
const errors = {
  // shell §8, HTTP client
  accountEnded: 'Your account has ended, please log in again',
  reLogin: 'Re-login',
  cancel: 'Cancel',
  requestError: 'Request error, please check what you filled in',
  noPermission: 'Request error, you do not have this operation permission',
  updateInProgress: 'Update in progress, please try again later',
  resourceNotFound: 'The corresponding resource was not found or has been deleted',
  unknownError: 'Request failed, please try again later',
  // shell §8, pages
  routeError: 'Has Error',
  bulkDeleteSuccess: 'Bulk delete succeeded',
  bulkDeleteFailed: 'Bulk delete failed: {{reason}}',
  importSomeFailed: 'Some items failed to import',
  importRowError: '{{label}}: {{message}}',
  deleteSuccess: 'Delete succeeded',
  createSuccess: 'Create succeeded',
  updateSuccess: 'Update succeeded',
  // shell §8 and domain §8, other messages
  verificationFailed: 'Verification failed, please Login again.',
  accountLoggedOut: 'You account has logout, Please login again',
  loginTimeExceeded: 'Login time has exceeded 5 minutes, please login again',
  refreshing: 'Refreshing, please try again later',
  // issue 22: a failed submit says why (shell §8)
  failedBecause: '{{what}}: {{reason}}',
  timedOut: 'the server did not answer in time',
  networkDown: 'the server could not be reached (network error)',
  createError: 'Create error',
  updateFailed: 'Update failed',
  deleteFailed: 'Delete failed',
  getFailed: 'Get failed',
  websocketFailed: 'Connect Websocket failed',
  // A part of the console whose code did not come (a page, a dialog, a drawer).
  codeNotLoaded: 'This part of the console could not be loaded. Check your connection and try again.',
  tryAgain: 'Try again',
  mfaError: 'MFA Error, please check',
  portError: 'Port Error, please check',
  thirdPartyRelogin:
    'Third-party login users (CAS/SAML) have not bound MFA and cannot verify password; please log in again',
  // shell §8 and domain §8, banners
  licenseExpired: 'License expired',
  licenseExpiresAt: 'License will expire at {{date}}',
  licenseAssetsExceeded: 'The number of assets has exceeded the license limit',
  licenseTestOnly: 'The license is for testing only, please do not use it in production',
  passwordExpired: 'Password expired',
  passwordExpiresIn: 'The password will expire in {{days}} days. Please change your password as soon as possible.',
  // domain §8
  badRequest: 'Bad request, please check again',
  badRequestNoPermission: 'Bad request, no permission for this operation',
  resourceLost: 'Resource lost or deleted',
  addAppsOrSystemUser: 'Please add apps or system user',
  selectAssetOrNode: 'Select at least one asset or node',
  lastOneCannotDelete: "The last one can't be delete",
  agreeTerms: 'Please agree to the terms',
  searchStorageUnavailable: 'The search storage node is unavailable',
  // domain §5, validation messages
  fieldRequired: 'This field is required',
  minValue: 'Ensure this value is greater than or equal to {{min}}',
  invalidJson: 'Not a valid json format',
  invalidEmail: 'Please enter a valid email address',
  noEmoji: 'Special emoji are not allowed',
  attrMapNeedsUsername: 'The attribute mapping must map a value to username, e.g. uid to username',
  sshNotSupported: 'No asset selected or the selected asset does not support SSH protocol connection',
  priorityRange: 'Priority must be between 1 and 100',
  invalidIpGroup: 'Each line must be an IP, a CIDR, an IP range or *',
  crontabFields: 'A crontab has 5 fields',
  importFileType: 'Only .csv or .xlsx files are accepted',
  importFileTooLarge: 'The file must be smaller than {{size}} MB',
}

export type ErrorKey = keyof typeof errors
export default errors
