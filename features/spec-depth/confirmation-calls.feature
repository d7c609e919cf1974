@ui
Feature: The console asks the server which confirmation applies
  Shell §7: GET /api/v1/authentication/confirm/?confirm_type= answers confirm_type and content (the
  options). Before an export of the user list (the console's sensitive action, confirmation.feature)
  the browser asks with the type mfa, and the dialog offers what the answer's content says: for a user
  with an OTP device, OTP chosen, SMS offered but not to be chosen.

  @shell.7.call.confirm-get
  Scenario: before an export the console asks for the mfa confirmation and shows the options answered
    Given the calls to "/api/v1/authentication/" are watched
    And "mfauser" has signed in
    When they open "/ui/console/users/users"
    And they press the "Export" button
    Then the browser sent GET "/api/v1/authentication/confirm/?confirm_type=mfa"
    And they are asked to confirm with "OTP" chosen and the placeholder "OTP verification code"
    And the method "SMS" cannot be chosen
