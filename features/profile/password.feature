@ui
Feature: Changing one's password under the password rules (domain §2 profile/setting; domain §5)

  @domain.2.profile.setting @domain.5.password-rules
  Scenario Outline: a new password breaking the rule "<rule>" is refused
    Given the public setting PASSWORD_RULE is "{\"SECURITY_PASSWORD_MIN_LENGTH\": 8, \"<rule>\": true}"
    And "admin" has signed in
    When they open "/ui/profile/setting"
    And they fill "Old password" with "Passw0rd!" in the "Password" section
    And they fill "New password" with "<password>" in the "Password" section
    And they fill "Confirm the new password" with "<password>" in the "Password" section
    And they press "Change password" in the "Password" section
    Then the "Password" section says "<message>" under "New password"

    Examples:
      | rule                           | password  | message                 |
      | SECURITY_PASSWORD_UPPER_CASE   | abcdefg1! | An upper-case letter    |
      | SECURITY_PASSWORD_LOWER_CASE   | ABCDEFG1! | A lower-case letter     |
      | SECURITY_PASSWORD_NUMBER       | Abcdefgh! | A digit                 |
      | SECURITY_PASSWORD_SPECIAL_CHAR | Abcdefgh1 | A special character     |
      | SECURITY_PASSWORD_UPPER_CASE   | Abc1!     | At least 8 characters   |

  @domain.2.profile.setting @domain.5.password-rules
  Scenario: a password meeting the rules is changed
    Given "admin" has signed in
    When they open "/ui/profile/setting"
    And they fill "Old password" with "Passw0rd!" in the "Password" section
    And they fill "New password" with "N3w-Passw0rd!" in the "Password" section
    And they fill "Confirm the new password" with "N3w-Passw0rd!" in the "Password" section
    And they press "Change password" in the "Password" section
    Then the page shows the result "Password changed"
