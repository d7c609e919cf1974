@ui @shell.4
Feature: Confirmation dialog
  Before a sensitive action the console first runs the caller's check; when it passes nothing is asked.
  Otherwise it asks the server which confirmation applies: mfa (the first method that is not disabled
  is chosen and shows its placeholder), password (a masked field) or relogin (an empty secret is posted
  silently; if that fails the user is asked to log in again). Closing the dialog cancels the action.
  An MFA verification is remembered for SECURITY_MFA_VERIFY_TTL seconds; the send-code button waits
  60 s with a countdown; a code must be exactly 6 characters (shell §4, §5, §7, §8, §9).

  Where the console meets it: Export on the user list asks for a confirmation first (shell §4 "optional
  MFA confirmation"; our choice for users, whose data is personal). The check of Export is the
  remembered MFA verification. As the spec says, only an MFA verification is remembered: a password or
  a relogin confirmation is asked again at the next export.

  Background:
    Given the calls to "/api/v1/authentication/" are watched

  @shell.4.confirm.type @shell.4.confirm.mfa @shell.3.confirm-option @shell.4.export-flow @domain.3.verification-option
  Scenario: a user with an OTP device confirms with its code, then exports
    Given "mfauser" has signed in
    When they open "/ui/console/users/users"
    And they press the "Export" button
    Then they are asked to confirm with "OTP" chosen and the placeholder "OTP verification code"
    And the method "SMS" cannot be chosen
    When they confirm with "123456"
    Then the export dialog opens
    And the console posted the confirm type "mfa" with the method "otp" and an encrypted secret

  @shell.4.confirm.mfa
  Scenario: the first method that is not disabled is chosen: SMS when no OTP device is bound
    Given "orgadmin" has turned on MFA by SMS
    And "orgadmin" has signed in
    When they open "/ui/console/users/users"
    And they press the "Export" button
    Then they are asked to confirm with "SMS" chosen and the placeholder "SMS verification code"
    And the method "OTP" cannot be chosen

  @shell.4.confirm.check-first @shell.4.confirm.ttl
  Scenario: within SECURITY_MFA_VERIFY_TTL the check passes and nothing is asked
    Given the public setting SECURITY_MFA_VERIFY_TTL is "120"
    And the browser clock is under test control
    And "mfauser" has signed in
    When they open "/ui/console/users/users"
    And they press the "Export" button
    And they confirm with "123456"
    And they close the export dialog
    And 119 seconds pass
    And they press the "Export" button
    Then the export dialog opens without a confirmation

  @shell.4.confirm.ttl
  Scenario: once SECURITY_MFA_VERIFY_TTL has passed the code is asked again
    Given the public setting SECURITY_MFA_VERIFY_TTL is "120"
    And the browser clock is under test control
    And "mfauser" has signed in
    When they open "/ui/console/users/users"
    And they press the "Export" button
    And they confirm with "123456"
    And they close the export dialog
    And 121 seconds pass
    And they press the "Export" button
    Then they are asked to confirm with "OTP" chosen and the placeholder "OTP verification code"

  @shell.5.otp-length @shell.9.otp-length @domain.5.otp-length @domain.8.other-messages.mfa-error
  Scenario Outline: a code that is not exactly 6 characters is refused before it is sent
    Given "mfauser" has signed in
    When they open "/ui/console/users/users"
    And they press the "Export" button
    And they confirm with "<code>"
    Then the confirmation says "MFA Error, please check"
    And the console posted nothing to confirm

    Examples:
      | code    |
      | 12345   |
      | 1234567 |

  @shell.7.call.confirm-post
  Scenario: a wrong code of 6 characters is sent, and the server's answer is shown
    Given "mfauser" has signed in
    When they open "/ui/console/users/users"
    And they press the "Export" button
    And they confirm with "654321"
    Then the confirmation says "MFA code invalid, or ntp sync server time"
    When they confirm with "123456"
    Then the export dialog opens

  @shell.4.confirm.password @shell.7.call.confirm-post
  Scenario: a user without MFA confirms with a masked password, sent encrypted and without a method
    Given "admin" has signed in
    When they open "/ui/console/users/users"
    And they press the "Export" button
    Then they are asked for their password in a masked field
    When they confirm with "Passw0rd!"
    Then the export dialog opens
    And the console posted the confirm type "password" without a method and with an encrypted secret

  @shell.4.confirm.password
  Scenario: a wrong password keeps the dialog open with the server's answer
    Given "admin" has signed in
    When they open "/ui/console/users/users"
    And they press the "Export" button
    And they confirm with "not-my-password"
    Then the confirmation says "Password invalid"

  @shell.4.confirm.relogin @domain.8.third-party-relogin
  Scenario: a directory user who signed in moments ago is confirmed silently
    Given "ldapuser" has been made an org admin of the Default organisation
    And "ldapuser" has signed in
    When they open "/ui/console/users/users"
    And they press the "Export" button
    Then the export dialog opens without a confirmation
    And the console posted the confirm type "relogin" with an empty secret

  @shell.4.confirm.relogin @shell.8.relogin @domain.8.third-party-relogin
  Scenario: when the silent relogin fails the user is asked to log in again, and comes back after
    Given "ldapuser" has been made an org admin of the Default organisation
    And "ldapuser" has signed in
    And the next POST of "/api/v1/authentication/confirm/" fails with status 400 and body "{\"error\": \"Login time has exceeded 5 minutes, please login again\"}"
    When they open "/ui/console/users/users"
    And they press the "Export" button
    Then they are asked to log in again with the message "Third-party login users (CAS/SAML) have not bound MFA and cannot verify password; please log in again"
    When they press the "Log in again" button
    Then the sign-in page will return to "/ui/console/users/users"

  @shell.4.confirm.cancel
  Scenario Outline: closing the confirmation with <how> cancels the export
    Given "admin" has signed in
    When they open "/ui/console/users/users"
    And they press the "Export" button
    And they close the confirmation with <how>
    Then no dialog is open
    And the console posted nothing to confirm

    Examples:
      | how    |
      | Cancel |
      | Escape |

  @shell.9.timers.code-resend @shell.7.call.mfa-select @shell.4.code-countdown @domain.4.code-countdown
  Scenario: after sending a code the button waits 60 s with a countdown, then can send again
    Given "orgadmin" has turned on MFA by SMS
    And the browser clock is under test control
    And "orgadmin" has signed in
    When they open "/ui/console/users/users"
    And they press the "Export" button
    And they ask for a code
    Then the console asked the server to send a code by "sms"
    And the code button reads "Resend in 60 s" and is disabled
    When 59 seconds pass
    Then the code button reads "Resend in 1 s" and is disabled
    When 1 seconds pass
    Then the code button reads "Send code" and is enabled
