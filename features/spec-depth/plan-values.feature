@ui @domain.5.setting-minimums.plan-values
Feature: A change-auth plan's values are at least 1
  Domain §5: change-auth plan values must be >= 1. The asset change-auth plan form (domain §2
  change-auth-plan/plan) checks its password length (said under the password rules it belongs to)
  and, for a periodic plan, its interval: 0 is refused under the field, 1 is taken.

  Scenario: a password length of 0 is refused, 1 is taken
    Given "admin" opens the new asset change auth plan form
    When they fill "Password length" with "0"
    Then the field "Password rules" says "Must be at least 1"
    When they fill "Password length" with "1"
    Then the field "Password rules" says nothing

  Scenario: a periodic plan's interval of 0 is refused, 1 is taken
    Given "admin" opens the new asset change auth plan form
    When they switch "Is periodic" on
    And they fill "Interval" with "0"
    Then the field "Interval" says "Must be at least 1"
    When they fill "Interval" with "1"
    Then the field "Interval" says nothing
