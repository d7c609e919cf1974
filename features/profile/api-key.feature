@ui
Feature: The API key page
  The profile's API keys (domain §2 profile/key) need authentication.view_accesskey. A key's secret
  is shown masked, as six stars plus its non-word characters (shell §9), until the user asks to see
  it; the key ID and the secret can be copied, one copy per 1800 ms (shell §9).
  Choices where the spec is silent: creating a key needs authentication.add_accesskey, enabling and
  disabling needs change, deleting needs delete and a confirmation; a copy says "Copied".

  @shell.9.masked-key @domain.2.profile.key @shell.2.path.profile
  Scenario: a new key is listed with its secret masked, and shown on request
    Given "user" has signed in
    When they open "/ui/profile/key"
    And they press the "Create" button
    Then a toast says "API key created"
    And the page lists 1 API key
    And the secret of "user"'s key reads "******----"
    When they press the "Show the secret" button
    Then the secret shown is the one the server holds for "user"'s key

  @shell.9.ui-timings.copy-throttle
  Scenario: copies put the key ID and the secret on the clipboard, one copy per 1800 ms
    Given "user" has signed in
    And "user" holds an API key
    And the browser may use the clipboard
    And the browser clock is under test control
    When they open "/ui/profile/key"
    Then the page lists 1 API key
    When the browser clock is paused
    When they press the "Copy the key ID" button
    Then the clipboard holds the key's ID
    And a toast says "Copied"
    When they press the "Copy the secret" button
    Then the clipboard holds the key's ID
    When 1799 milliseconds pass
    And they press the "Copy the secret" button
    Then the clipboard holds the key's ID
    When 1 millisecond passes
    And they press the "Copy the secret" button
    Then the clipboard holds the key's secret

  Scenario: a key is disabled, enabled again, then deleted after a confirmation
    Given "user" has signed in
    And "user" holds an API key
    When they open "/ui/profile/key"
    And they press the "Disable" button
    Then a toast says "API key disabled"
    And "user" holds 1 API key, 0 of them active
    When they press the "Enable" button
    Then "user" holds 1 API key, 1 of them active
    When they press the "Delete" button
    And they confirm the deletion
    Then a toast says "API key deleted"
    And the page lists 0 API keys
    And "user" holds 0 API keys, 0 of them active

  Scenario: a user who may only view keys can neither create, disable nor delete one
    Given "staff01" holds an API key
    And the user "staff01" whose only system role holds "authentication.view_accesskey" has signed in
    When they open "/ui/profile/key"
    Then the page lists 1 API key
    And the button "Create" is disabled
    And the button "Disable" is disabled
    And the button "Delete" is disabled
