@ui @shell.6 @shell.8
Feature: Licence and password banners
  Licence banners show only with the extension enabled and settings.change_license held: expired,
  expiring in under 7 days, asset count over the licence limit, and a test-only notice (shown when the
  licence detail's edition says Test: the spec does not name the field, this is the choice made).
  The password banner is for local users only: expired, or expiring in 5 days or fewer.

  @shell.8.licence-banners @domain.8.licence-banners.expired
  Scenario: an expired licence
    Given the licence expires in -1 days
    And "admin" has signed in
    Then they see the banner "License expired"

  @shell.8.licence-banners @domain.8.licence-banners.expiry-soon @shell.9.warnings.licence @domain.9.warnings.licence
  Scenario: a licence expiring in under 7 days
    Given the licence expires in 3 days
    And "admin" has signed in
    Then they see a banner starting "License will expire at "

  @shell.9.warnings.licence @domain.8.licence-banners.expiry-soon @domain.9.warnings.licence
  Scenario: a licence with 7 days left shows no banner
    Given the licence expires in 7 days
    And "admin" has signed in
    Then they see no banner

  @shell.8.licence-banners @domain.8.licence-banners.asset-limit
  Scenario: more assets than the licence allows
    Given the licence detail has asset_count "-1"
    And "admin" has signed in
    Then they see the banner "The number of assets has exceeded the license limit"

  @shell.8.licence-banners @domain.8.licence-banners.test-use
  Scenario: a test licence
    Given the licence detail has edition "Test"
    And "admin" has signed in
    Then they see the banner "The license is for testing only, please do not use it in production"

  @shell.6.licence-banner @domain.8.licence-banners.gate
  Scenario: licence banners need settings.change_license
    Given the licence expires in -1 days
    And "orgadmin" has signed in
    Then they see no banner

  @shell.6.licence-banner @domain.8.licence-banners.gate
  Scenario: a user holding every permission but settings.change_license sees no licence banner
    Given the licence expires in -1 days
    And "staff01" holding every permission but "settings.change_license" has signed in
    Then they see no banner

  @shell.6.licence-banner @domain.8.licence-banners.gate
  Scenario: a user holding settings.change_license alone sees the licence banner
    Given the licence expires in -1 days
    And "staff01" holding exactly "settings.change_license" has signed in
    Then they see the banner "License expired"

  @shell.6.licence-banner @domain.8.licence-banners.gate
  Scenario: licence banners need the extension
    Given the licence expires in -1 days
    And the public setting XPACK_ENABLED is "false"
    And "admin" has signed in
    Then they see no banner

  @shell.8.password-banners @domain.8.password-banners.expires-in @domain.9.warnings.password
  Scenario: a local password expiring in 3 days
    Given "expiring" has signed in
    Then they see the banner "The password will expire in 3 days. Please change your password as soon as possible."

  @shell.8.password-banners @domain.8.password-banners.expired @shell.6.password-banner-local
  Scenario: an expired local password
    Given the public setting SECURITY_PASSWORD_EXPIRATION_TIME is "5"
    And "user" has signed in
    Then they see the banner "Password expired"

  @shell.6.password-banner-local @domain.8.password-banners.local-only
  Scenario: no password banner for a directory user
    Given the public setting SECURITY_PASSWORD_EXPIRATION_TIME is "5"
    And "ldapuser" has signed in
    Then they see no banner
