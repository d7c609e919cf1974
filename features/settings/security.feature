@ui
Feature: Security settings (domain §2 settings/security; domain §5 minimums, §9 units)

  @domain.2.settings.security @domain.5.setting-minimums
  Scenario Outline: <label> must be at least <min>
    Given "admin" has signed in
    When they open "/ui/settings/security"
    And they fill "<label>" with "<below>" in the "Security" section
    Then the "Security" section says "Ensure this value is greater than or equal to <min>" under "<label>"

    Examples:
      | label                                   | below | min |
      | Password minimum length                 | 5     | 6   |
      | Limit the number of user login failures | 2     | 3   |
      | Block user login interval               | 4     | 5   |

  @domain.2.settings.security @domain.9.units
  Scenario: the units of the security settings are named
    Given "admin" has signed in
    When they open "/ui/settings/security"
    Then they see "Unit: minute"
    And they see "Unit: day"

  @domain.2.settings.security
  Scenario: a valid minimum is saved
    Given "admin" has signed in
    When they open "/ui/settings/security"
    And they fill "Password minimum length" with "8" in the "Security" section
    And they press "Submit" in the "Security" section
    Then a toast says "Update succeeded"
