@ui @shell.3.public-settings
Feature: Each key of the public settings is read by the console
  Shell §3: "Public settings keys: INTERFACE (login_title, favicon, logo_index, logo_logout,
  theme_info.colors), XPACK_ENABLED, XPACK_LICENSE_IS_VALID, XPACK_LICENSE_INFO.corporation,
  SECURITY_MFA_VERIFY_TTL, SECURITY_PASSWORD_EXPIRATION_TIME, AUTH_TEMP_TOKEN, TICKETS_ENABLED,
  HELP_DOCUMENT_URL, HELP_SUPPORT_URL, SECURITY_COMMAND_EXECUTION." Each scenario sets one key on the
  server to a value other than the seed's and sees the console follow it (the seed: extension on with a
  valid licence, tickets on, batch command on, temporary passwords off, no help links).

  Scenario: INTERFACE: the login title names the page
    Given the interface settings are "{\"login_title\": \"Acme Bastion\"}"
    And "admin" has signed in
    Then the document title is "Acme Bastion"

  Scenario: XPACK_ENABLED off: no organisation picker
    Given the public setting XPACK_ENABLED is "false"
    And "admin" has signed in
    Then the navbar offers "Help"
    And the navbar does not offer "Organisation: Default"

  Scenario: XPACK_LICENSE_IS_VALID off: the licence routes leave the menu, the footer says open source
    Given the public setting XPACK_LICENSE_IS_VALID is "false"
    And "admin" has signed in
    When they open "/ui/console/dashboard"
    Then the sidebar does not offer "Remote apps"
    And the footer shows "Open source edition, licensed under GPLv3"

  Scenario: XPACK_LICENSE_INFO.corporation: the footer names the licensed corporation
    Given the public setting XPACK_LICENSE_INFO is "{\"corporation\": \"Acme Widgets Ltd\"}"
    And "user" has signed in
    Then the footer shows "Acme Widgets Ltd"

  Scenario: SECURITY_MFA_VERIFY_TTL: a verification is kept that many seconds, not one more
    Given the public setting SECURITY_MFA_VERIFY_TTL is "30"
    And the browser clock is under test control
    And "mfauser" has signed in
    When they open "/ui/console/users/users"
    And they press the "Export" button
    And they confirm with "123456"
    And they close the export dialog
    And 29 seconds pass
    And they press the "Export" button
    Then the export dialog opens without a confirmation
    When they close the export dialog
    And 2 seconds pass
    And they press the "Export" button
    Then they are asked to confirm with "OTP" chosen and the placeholder "OTP verification code"

  Scenario: SECURITY_PASSWORD_EXPIRATION_TIME: a password older than that many days has expired
    Given the public setting SECURITY_PASSWORD_EXPIRATION_TIME is "5"
    And "user" has signed in
    Then they see the banner "Password expired"

  Scenario: AUTH_TEMP_TOKEN on: the account menu offers the temporary password
    Given the public setting AUTH_TEMP_TOKEN is "true"
    And "user" has signed in
    When they open the "Account menu" menu
    Then the menu offers "Temporary password"

  Scenario: TICKETS_ENABLED off: no tickets link
    Given the public setting TICKETS_ENABLED is "false"
    And "admin" has signed in
    Then the navbar offers "Help"
    And the navbar does not offer "Tickets"

  Scenario: HELP_DOCUMENT_URL and HELP_SUPPORT_URL: the help menu links to them
    Given the public setting HELP_DOCUMENT_URL is "https://docs.example.com/jumpserver/"
    And the public setting HELP_SUPPORT_URL is "https://support.example.com/"
    And "user" has signed in
    When they open the "Help" menu
    Then the menu item "Documentation" links to "https://docs.example.com/jumpserver/"
    And the menu item "Support" links to "https://support.example.com/"

  Scenario: SECURITY_COMMAND_EXECUTION off: no batch command in the workbench
    Given the public setting SECURITY_COMMAND_EXECUTION is "false"
    And "user" has signed in
    When they open "/ui/workbench/home"
    Then the sidebar offers "My assets"
    And the sidebar does not offer "Batch command"
