@api @mock.1.spm
Feature: Bulk delete through a selection token
  The console stores the selected ids with POST /api/v1/common/resources/cache/ and gets an spm back;
  DELETE on the list URL with ?spm= deletes exactly those rows and answers 204 with no body; an
  unknown or expired spm selects nothing (reference §1.8, §1.9).

  Background:
    Given a client signed in as "admin"
    And the client has created in "/api/v1/users/groups/" the rows named "doomed one, doomed two, survivor"

  Scenario: the rows of the token are deleted and no others
    When the client puts the ids of the rows of "/api/v1/users/groups/" named "doomed one, doomed two" in a selection token
    And the client calls DELETE "/api/v1/users/groups/" with that selection token
    Then the answer has status 204
    And "/api/v1/users/groups/" holds no row named "doomed one, doomed two"
    And "/api/v1/users/groups/" holds rows named "survivor"

  Scenario: the token also selects the rows of a list
    When the client puts the ids of the rows of "/api/v1/users/groups/" named "doomed two" in a selection token
    And the client calls GET "/api/v1/users/groups/" with that selection token
    Then the rows are named "doomed two", in that order

  Scenario: an unknown token selects nothing and deletes nothing
    When the client calls DELETE "/api/v1/users/groups/?spm=7f1d2c3b-0000-4000-8000-00000000dead"
    Then the answer has status 204
    And "/api/v1/users/groups/" holds rows named "doomed one, doomed two, survivor"
    When the client calls GET "/api/v1/users/groups/?spm=7f1d2c3b-0000-4000-8000-00000000dead"
    Then the answer is a bare JSON array of 0 rows
