@ui @domain.5.ad-domain
Feature: The AD domain of a system user cannot be edited once set
  Domain §5: the AD domain cannot be edited once set (domain §3: a system user has an AD domain). The
  system user form lets the AD domain be typed while it is empty, and shows a set one read-only on
  update. The system user is arranged through the API with its AD domain set.

  Scenario: a system user's AD domain, once set, is shown but cannot be changed
    Given the Default organisation has the RDP system user "win-admin" in the AD domain "corp.example.com"
    And "admin" opens the update form of the system user "win-admin"
    Then the field "Ad domain" holds "corp.example.com"
    And the field "Ad domain" cannot be edited

  Scenario: a new system user's AD domain can be typed
    Given "admin" opens the new system user form
    Then the field "Ad domain" can be edited
