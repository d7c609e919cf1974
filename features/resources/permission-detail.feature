@ui
Feature: A permission's detail says whether it is in force, and can take it out of force
  Domain §3 Permission: a permission grants users and groups assets or nodes as system users, with
  actions, within validity dates, and can be made inactive. The server flags a permission valid only
  when it is active and now lies between its start and its expiry, and expired otherwise, a grant whose
  start is still ahead included (2.26 BasePermission.is_expired). Choice where the spec is silent, as
  the real console's detail does: the Basic tab groups what is granted, its validity, to whom, on
  what and its record, and beside it an Active switch acts at once. The status is said in words, so
  an administrator reading "Expired" knows the dates are the cause and "Inactive" that someone
  switched it off.

  Background:
    Given "admin" has signed in

  @domain.3.permission
  Scenario Outline: a permission <why> reads "<status>"
    Given the server stores the asset permission "Default web servers" with:
      | is_active    | <active> |
      | date_start   | <start>  |
      | date_expired | <end>    |
    And "admin" opens the asset permission list
    When they open the asset permission "Default web servers"
    Then the detail shows "Status" as "<status>"

    Examples:
      | why                          | active | start                     | end                       | status           |
      | between its dates            | true   | 2026/01/05 09:15:00 +0000 | 2031/12/31 18:30:45 +0000 | In force         |
      | switched off                 | false  | 2026/01/05 09:15:00 +0000 | 2031/12/31 18:30:45 +0000 | Inactive         |
      | whose start is ahead         | true   | 2030/01/01 00:00:00 +0000 | 2031/12/31 18:30:45 +0000 | Not yet in force |
      | past its expiry              | true   | 2025/01/01 00:00:00 +0000 | 2026/01/01 00:00:00 +0000 | Expired          |

  @domain.3.permission @domain.2.console.perms
  Scenario: switching a permission off on its detail takes it out of force, in the detail and in the list
    Given "admin" opens the asset permission list
    When they open the asset permission "Default web servers"
    Then the detail shows "Status" as "In force"
    When they turn the "Active" switch off
    Then the detail shows "Status" as "Inactive"
    When they open the asset permission list
    Then the row "Default web servers" shows "No" in the "Valid" column

  @domain.3.permission
  Scenario: an application permission's detail groups its grant, with the category and type in words
    Given "admin" opens the application permission list
    When they open the application permission "Default databases"
    Then the basic information groups its fields under "Grant, Validity, Granted to, Granted on, Record"
    And the detail shows "Status" as "In force"
    And no id is shown on the page
