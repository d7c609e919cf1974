@ui
Feature: Security settings (domain §2 settings/security; domain §5 minimums, §9 units)

  @domain.2.settings.security
  Scenario Outline: <label> must be at least <min>
    Given "admin" has signed in
    When they open "/ui/settings/security"
    And they fill "<label>" with "<below>" in the "<section>" section
    Then the "<section>" section says "Ensure this value is greater than or equal to <min>" under "<label>"

    @domain.5.setting-minimums.six
    Examples: at least 6
      | section         | label                                   | below | min |
      | Password policy | Password minimum length                 | 5     | 6   |
      | Password policy | Admin user password minimum length      | 5     | 6   |

    @domain.5.setting-minimums.three
    Examples: at least 3
      | section         | label                                   | below | min |
      | Login limits    | Limit the number of user login failures | 2     | 3   |
      | Login limits    | Limit the number of IP login failures   | 2     | 3   |

    @domain.5.setting-minimums.five
    Examples: at least 5
      | section         | label                                   | below | min |
      | Login limits    | Block user login interval               | 4     | 5   |
      | MFA             | MFA verify TTL                          | 4     | 5   |

  @domain.2.settings.security @domain.3.field-metadata
  Scenario Outline: <label> says its unit beside it
    Given "admin" has signed in
    When they open "<page>"
    Then the "<section>" section says "<help>" under "<label>"

    @domain.9.units.password-expiration
    Examples: days
      | page                  | section         | label                    | help      |
      | /ui/settings/security | Password policy | User password expiration | Unit: day |

    @domain.9.units.login-ban
    Examples: minutes
      | page                  | section         | label                    | help         |
      | /ui/settings/security | Login limits    | Block user login interval | Unit: minute |

    @domain.9.units.max-idle
    Examples: minutes
      | page                  | section                | label                    | help         |
      | /ui/settings/security | Sessions and terminals | Connection max idle time | Unit: minute |

    @domain.2.settings.clean @domain.9.units.session-retention
    Examples: days
      | page               | section   | label                 | help       |
      | /ui/settings/clean | Retention | Session keep duration | Unit: days |

    @domain.9.warnings.password-reminder
    Examples: the daily reminder in the last 5 days
      | page                  | section         | label                    | help                                                                                     |
      | /ui/settings/security | Password policy | User password expiration | reminder mail will be automatic sent to the user by system within 5 days (daily) |

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
