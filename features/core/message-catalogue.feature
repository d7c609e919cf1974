@api
Feature: Every named message is translated
  A completeness check of the message catalogue, not a proof of any clause: that the console shows a
  message is proved where it shows it (error-catalogue-ui.feature, crud-messages.feature, banners,
  confirmation, the list and import pages). Here every message of shell §8 and domain §8 exists in
  English, Chinese and Japanese, so no language falls back to another's words.

  Scenario: every named message of shell §8 and domain §8 is in English, Chinese and Japanese
    Then the error catalogue has these messages in "en, zh, ja"
      | message                                                                              |
      | Your account has ended, please log in again                                          |
      | Request error, please check what you filled in                                       |
      | Request error, you do not have this operation permission                             |
      | Update in progress, please try again later                                           |
      | The corresponding resource was not found or has been deleted                         |
      | Has Error                                                                            |
      | Bulk delete failed: {{reason}}                                                       |
      | Verification failed, please Login again.                                             |
      | You account has logout, Please login again                                           |
      | Login time has exceeded 5 minutes, please login again                                |
      | Refreshing, please try again later                                                   |
      | Create error                                                                         |
      | Update failed                                                                        |
      | Delete failed                                                                        |
      | Get failed                                                                           |
      | Connect Websocket failed                                                             |
      | MFA Error, please check                                                              |
      | Port Error, please check                                                             |
      | Third-party login users (CAS/SAML) have not bound MFA and cannot verify password; please log in again |
      | License expired                                                                      |
      | License will expire at {{date}}                                                      |
      | The number of assets has exceeded the license limit                                  |
      | Password expired                                                                     |
      | The password will expire in {{days}} days. Please change your password as soon as possible. |
      | Bad request, please check again                                                      |
      | Bad request, no permission for this operation                                        |
      | Resource lost or deleted                                                             |
      | Please add apps or system user                                                       |
      | Select at least one asset or node                                                    |
      | The last one can't be delete                                                         |
      | Please agree to the terms                                                            |
      | This field is required                                                               |
      | Not a valid json format                                                              |
      | No asset selected or the selected asset does not support SSH protocol connection     |
