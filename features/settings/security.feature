@ui
Feature: Security settings (domain §2 settings/security; domain §5 minimums, §9 units)

  # One sign-in, one load of the page: each field is filled below its minimum in turn; every row that
  # fails is named. The rows of each minimum bear its tag: six (the password lengths), three (the
  # login failures), five (the block interval and the MFA TTL).
  @domain.2.settings.security
  @domain.5.setting-minimums.six @domain.5.setting-minimums.three @domain.5.setting-minimums.five
  Scenario: each minimum is enforced under its field
    Given "admin" has signed in
    When they open "/ui/settings/security"
    Then filling each label below with its "below" value makes its section say "Ensure this value is greater than or equal to <min>" under it:
      | section         | label                                   | below | min |
      | Password policy | Password minimum length                 | 5     | 6   |
      | Password policy | Admin user password minimum length      | 5     | 6   |
      | Login limits    | Limit the number of user login failures | 2     | 3   |
      | Login limits    | Limit the number of IP login failures   | 2     | 3   |
      | Login limits    | Block user login interval               | 4     | 5   |
      | MFA             | MFA verify TTL                          | 4     | 5   |

  # One sign-in, one load: the first page is loaded, the other followed inside the console; every row
  # that fails is named. Tags of the rows: password-expiration (days), login-ban and max-idle (minutes),
  # settings.clean and session-retention (the clean page), password-reminder (the daily reminder).
  @domain.2.settings.security @domain.3.field-metadata
  @domain.9.units.password-expiration @domain.9.units.login-ban @domain.9.units.max-idle
  @domain.2.settings.clean @domain.9.units.session-retention @domain.9.warnings.password-reminder
  Scenario: each field says its unit beside it
    Given "admin" has signed in
    Then each settings page below says "<help>" under its label in its section:
      | page                  | section                | label                     | help                                                                                     |
      | /ui/settings/security | Password policy        | User password expiration  | Unit: day                                                                                |
      | /ui/settings/security | Login limits           | Block user login interval | Unit: minute                                                                             |
      | /ui/settings/security | Sessions and terminals | Connection max idle time  | Unit: minute                                                                             |
      | /ui/settings/clean    | Retention              | Session keep duration     | Unit: days                                                                               |
      | /ui/settings/security | Password policy        | User password expiration  | reminder mail will be automatic sent to the user by system within 5 days (daily) |

  @domain.2.settings.security
  Scenario: a valid minimum is saved
    Given "admin" has signed in
    When they open "/ui/settings/security"
    And they fill "Password minimum length" with "8" in the "Password policy" section
    And they press "Submit" in the "Password policy" section
    Then a toast says "Update succeeded"

  # What a fresh 2.26.1 server holds (reference: recorded settings-security GET): MFA for nobody, as the
  # number 0 of the choices Disable / All users / Only admin users; third-party sign-ins do MFA.
  @domain.2.settings.security
  Scenario: the MFA settings show what the server holds, and a new choice is kept
    Given "admin" has signed in
    When they open "/ui/settings/security"
    Then the option "Disable" is chosen in the field "Global MFA auth"
    And the switch "Third-party login users perform MFA authentication" is on
    When they choose "Only admin users" in the field "Global MFA auth"
    And they press "Submit" in the "MFA" section
    Then a toast says "Update succeeded"
    When they open "/ui/settings/security"
    Then the option "Only admin users" is chosen in the field "Global MFA auth"

  @domain.2.settings.security
  Scenario: the security settings come in sections with headings in Chinese
    Given the language cookie says "zh"
    And "admin" has signed in
    When they open "/ui/settings/security"
    Then they see "密码策略"
    And they see "登录限制"
    And they see "多因子认证"
    And they see "会话与终端"

  @domain.2.settings.security
  Scenario Outline: the security settings are labelled and explained in <language>
    Given the language cookie says "<cookie>"
    And "admin" has signed in
    When they open "/ui/settings/security"
    Then they see "<heading>"
    And they see "<label>"
    And the page explains "<unit>"
    And they do not see "SECURITY_MFA_AUTH"
    And they do not see "Must contain capital"

    Examples:
      | language | cookie | heading            | label                          | unit     |
      | Chinese  | zh     | 密码策略           | 必须包含大写字符               | 单位：分 |
      | Japanese | ja     | パスワードポリシー | 大文字を含める必要があります   | 単位: 分 |

  @domain.2.settings.other
  Scenario: the other settings come in sections with headings
    Given "admin" has signed in
    When they open "/ui/settings/other"
    Then they see "MFA"
    And they see "Assets and tickets"
    And they see "General"
