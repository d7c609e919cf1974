@api @mock.1.pagination
Feature: Listing users by page
  DRF's limit/offset pagination with no default page size (reference §1.2): without `limit` a list is
  a bare JSON array; with `limit` it is {count, next, previous, results}, where next and previous are
  absolute URLs or null.

  Background:
    Given a client signed in as "admin"

  Scenario: without limit the users arrive as a bare array
    When the client calls GET "/api/v1/users/users/"
    Then the answer has status 200
    And the answer is a bare JSON array of at least 5 rows
    And every row has the fields "id, username, name, email, is_active, system_roles, org_roles"

  Scenario: the first page has a count, a link to the next page and no previous one
    When the client calls GET "/api/v1/users/users/?limit=2&offset=0"
    Then the answer has status 200
    And the answer has exactly the keys "count, next, previous, results"
    And the page holds 2 rows of a count of at least 5
    And the answer field "previous" is null
    And the answer field "next" is an absolute link to "/api/v1/users/users/" with the query "limit=2&offset=2"

  Scenario: the second page links back to the first without an offset
    When the client calls GET "/api/v1/users/users/?limit=2&offset=2"
    Then the page holds 2 rows of a count of at least 5
    And the answer field "previous" is an absolute link to "/api/v1/users/users/" with the query "limit=2"
    And the answer field "next" is an absolute link to "/api/v1/users/users/" with the query "limit=2&offset=4"

  Scenario: a page past the end is empty and has no next page
    When the client calls GET "/api/v1/users/users/?limit=10&offset=100000"
    Then the answer has status 200
    And the page holds 0 rows of a count of at least 5
    And the answer field "next" is null

  Scenario: an invalid limit is no limit: the bare array again
    When the client calls GET "/api/v1/users/users/?limit=abc"
    Then the answer is a bare JSON array of at least 5 rows

  Scenario Outline: following next with pages of <size> visits every user exactly once
    Then following "next" from "/api/v1/users/users/" with pages of <size> visits every row of the bare list exactly once

    Examples:
      | size |
      | 1    |
      | 4    |
      | 15   |
