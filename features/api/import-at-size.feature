@api @mock.1.bad-input
Feature: An import of 10 000 rows
  The console's import module (the loop its import dialog runs: one request per row, a pause of 100 ms
  after each, shell §4, §9) driven in node through the console's own HTTP client against the mock, with
  the clock under the test's control so the 10 000 pauses take no time. The file goes through
  render-to-json like a chosen file; a bad row fails with the server's 400 and its reason, 'field label:
  message' as the row's tooltip says it (shell §8). Stop holds the rows left; Continue sends the rows
  never tried first, then retries the failed ones (issue 27: in 10 000 rows the fresh ones should not
  wait behind a thousand failures).

  Background:
    Given a client signed in as "admin"

  @shell.4.import.continue @shell.9.import-limits.row-pause @shell.8.import-row-fail
  Scenario: 10 000 user groups, one row in ten bad: every good row is in, every bad row is listed with its reason
    Given a CSV file of 10000 new user groups in which every 10th row is bad, in turn:
      | what is wrong            | cell  | value                                    | reason                                                                          |
      | a member that is no user | User  | ['11111111-1111-1111-1111-111111111111'] | User: Invalid pk "11111111-1111-1111-1111-111111111111" - object does not exist. |
      | a member not an id       | User  | ['evexu']                                | User: “evexu” is not a valid UUID.                                              |
      | no name                  | *Name |                                          | Name: This field is required.                                                   |
      | a name over 128 letters  | *Name | 129 letters                              | Name: Ensure this field has no more than 128 characters.                        |
    When the console imports it, stopped after 5000 rows and then continued
    Then when it stopped the import summary said "4500 succeeded, 500 failed, 5000 pending of 10000"
    And Continue sent rows 5001 to 10000 before retrying any failed row, then the failed rows in file order
    And the import ends with the summary "9000 succeeded, 1000 failed, 0 pending of 10000"
    And every good row of the file is a user group the server knows
    And every bad row, and no other, is listed as failed with its reason
    And the import paused 100 ms after each of its 10500 requests
