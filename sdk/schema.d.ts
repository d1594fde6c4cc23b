// Generated from the OpenAPI document by `npx tsx --conditions=react-server scripts/openapi.ts sdk`: do not edit.
export interface paths {
    "/v1/appetite/classifications/{classificationId}/appetites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Appetites for a classification
         * @description For each appointed business program: in or out of appetite, with the same reasons a quote's decline gives. Optional state, annualRevenue and employeeCount narrow the answer.
         *
         *     Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["classificationAppetites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/appetite/classifications/{classificationId}/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Full catalog for a classification
         * @description Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["classificationCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/appetite/classifications/{classificationId}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Appetite details (program-filtered)
         * @description Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["classificationAppetiteDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/appetite/naics/{naicsCode}/classifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Classifications for a NAICS code
         * @description Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["classificationsForNaics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/appetite/naics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search NAICS 2022 codes
         * @description By code prefix, or by words: titles, Census index terms and agents' everyday words (roofer, IT consulting, boutique, bar, cleaning company, ...); ranked and typo-tolerant. Among hits matching as many words, codes that a program your agency is appointed for writes come first (inAppetite).
         *
         *     Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["searchNaics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind quote requests
         * @description Binds quoted applications of one folio and charges the card (the whole annual total, or the first monthly installment). One program per line of business: rival quotes of one line (e.g. KM-BOP and SA-BOP) are refused together (409 duplicate_line). At most once per application; send an Idempotency-Key to make retries safe. With Stripe configured, pay with a payment method id from Stripe Elements.
         *
         *     Permission `bind`: portal roles admin, producer; API key scopes quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["bind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API health status
         * @description Database, rating queue and carrier reachability, with each HTTP carrier's circuit breaker in the answering process (`closed`, `open`, `half_open`; failures, since, next probe). 503 when the database is down; `degraded` when a carrier is unreachable or its breaker is not closed.
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description 200 while the process answers at all. It checks nothing else, the database included, so an outage of a dependency does not get every process restarted; use `/v1/health/ready` to decide where to send traffic.
         */
        get: operations["healthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description 200 when this process should be sent traffic: it is not shutting down, its database answers, every migration this build ships is applied, and its rating worker runs (where it runs one: `RUN_WORKER_IN_APP`). 503 with the failing check otherwise; from SIGTERM until the process exits, `shutdown` is down.
         */
        get: operations["healthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 document
         * @description Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pay/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a checkout link sells (the token is the credential) */
        get: operations["getPayLink"];
        put?: never;
        /** Pay through a checkout link */
        post: operations["payWithLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Confirm API connectivity and the key
         * @description Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["ping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/policies/{policyId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a policy
         * @description With preview: true, returns the refund (pro-rata, short-rate, flat or minimum earned, per the program's rules) without cancelling. Refunds go back through the payment provider, to the charges that paid this term, and are planned in full before any is made; if the provider fails one (502 refund_failed) the policy stays active and a retry completes it, counting the refunds already made.
         *
         *     Permission `service`: portal roles admin, producer, service; API key scopes quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["cancelPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/policies/{policyId}/cancellation/rescind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rescind a scheduled cancellation
         * @description A cancellation dated ahead leaves the policy pending_cancellation until its day; until then it can be rescinded and the policy stays in force as if it was never asked. 409 no_cancellation_pending when there is none (or it already took effect).
         *
         *     Permission `service`: portal roles admin, producer, service; API key scopes quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["rescindCancellation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/policies/{policyId}/certificates/{certificateId}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a certificate of insurance (PDF)
         * @description Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["getCertificateDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/policies/{policyId}/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a certificate of insurance
         * @description Issues a certificate of liability insurance (ACORD 25 layout: producer, insured, insurer with NAIC code, coverages with the limits schedule, description of operations, certificate holder, cancellation) for a holder, numbered <policy number>-C<n> and listed on the policy (certificates[]). Each line (lines[]) carries the ACORD ADDL INSD and SUBR WVD columns, read from the endorsements the policy carries (additional insured, waiver of subrogation). The PDF is at document.url. A certificate shows the insured's street address: a policy bound without one answers 422 insured_address_required until the request gives insuredAddress (in the rated state and ZIP), which is then kept on the policy. A cancelled or expired policy answers 409 policy_not_active; a travel policy 409; additionalInsured: true on a policy without an additional insured endorsement 400. Send an Idempotency-Key to make retries safe.
         *
         *     Permission `service`: portal roles admin, producer, service; API key scopes quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["issueCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/policies/{policyId}/documents/{documentType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the policy declarations (PDF)
         * @description documentType is declarations. Opens with the owning agency's API key, or with ?token= of the paid pay link that issued the policy.
         *
         *     Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["getPolicyDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/policies/{policyId}/renewal-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renewal payment
         * @description Pays the next installment of a monthly plan or, when the term is paid, the renewal term. Requires an Idempotency-Key header: the same key never charges twice. One payment or cancellation of a policy runs at a time; another answers 409 policy_busy.
         *
         *     Permission `service`: portal roles admin, producer, service; API key scopes quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["policyRenewalPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/policies/{policyId}/renewal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the renewal offer
         * @description From the program's renewal window before expiry (never before the term starts; single-trip travel does not renew) the expiring risk and answers are quoted again at the program's current rates, in a renewal folio. Accept the offer by paying: POST /v1/policies/{policyId}/renewal-payment binds it once the term is paid. An offer not taken lapses when the term ends.
         *
         *     Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["getPolicyRenewal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/policies/{policyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get policy, full detail
         * @description Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["getPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the agency's policies
         * @description Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["listPolicies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/programs/{programId}/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get full detail on one program
         * @description Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["getProgramDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/programs/{programId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get program by ID (or code)
         * @description Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["getProgram"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List programs available to the caller
         * @description Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["listPrograms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quote/{quoteId}/applications/{quoteRequestId}/coverage-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check an application for duplicate coverage before binding
         * @description Lists the agency's policies that already cover this application's line of business for the same insured (same shopping session, or the same business name and ZIP) during its term. Binding it would be refused with 409 line_already_bound; travel is never a duplicate. Ask before taking payment.
         *
         *     Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["checkDuplicateCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quote/{quoteId}/applications/{quoteRequestId}/documents/{documentType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a card's quote proposal or application (PDF)
         * @description documentType is quote_proposal or application. Opens with the owning agency's API key, or with ?token= of a pay link for the application.
         *
         *     Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["getApplicationDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quote/{quoteId}/applications/{quoteRequestId}/form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit form_payload only
         * @description Saves answers to the program's application questions (partial saves allowed), validated against its JSON Schema. Any rating factor is refused with 409: re-quote to change it. The answers decide the program's underwriting (knock-outs decline, referrals wait for an underwriter, schedule credits and debits price), so a change of answers re-rates the application: it is rated before the answer when the carrier answers in time (else it shows `pending` and the folio `quoting` until it does). Bind with `expectedAmount` to be sure of the price charged.
         *
         *     Permission `quote`: portal roles admin, producer; API key scopes quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["saveApplicationForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quote/{quoteId}/applications/{quoteRequestId}/referral-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write the underwriter a note on a referred application
         * @description For an application in status `referred`: what the carrier's underwriter should know (loss runs, controls, context). The underwriter reads it at the underwriting desk beside the answers; writing again replaces it.
         *
         *     Permission `quote`: portal roles admin, producer; API key scopes quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["saveReferralNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/underwriting/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The underwriting desk: referrals of the carrier's programs
         * @description For a carrier's underwriter signed in to the portal: applications of the carrier's programs, from every agency appointed for them, that the answers referred. Open ones oldest first (the queue), or decided ones newest first. Nothing else of an agency is shown to a carrier.
         *
         *     Permission `underwriting`: portal roles underwriter; API key scopes none. Others get 403 forbidden.
         */
        get: operations["listReferrals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/underwriting/referrals/{applicationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A referral with its risk, answers and the agency's note
         * @description Another carrier's application answers 404, as an agency's does to another agency.
         *
         *     Permission `underwriting`: portal roles underwriter; API key scopes none. Others get 403 forbidden.
         */
        get: operations["getReferral"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/underwriting/referrals/{applicationId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or decline a referral
         * @description For an application in status `referred`. Approve re-rates it with its referrals approved for its current answers (a later change of answers refers it again); decline ends it declined with the note as the reason. The agency's producers are emailed the decision with the note, and it is in the agency's audit log.
         *
         *     Permission `underwriting`: portal roles underwriter; API key scopes none. Others get 403 forbidden.
         */
        post: operations["decideReferral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/underwriting/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your carrier's pending underwriter invitations
         * @description Permission `underwriting`: portal roles underwriter; API key scopes none. Others get 403 forbidden.
         */
        get: operations["listUnderwriterInvitations"];
        put?: never;
        /**
         * Invite an underwriter of your carrier
         * @description For a carrier's underwriter signed in to the portal: emails the person a link (through the outbox) to set a password and join the carrier's underwriting desk as an underwriter; the link works once, for 72 hours. Inviting an address with a pending invitation replaces it. An email that is already a user's answers 409 naming email.
         *
         *     Permission `underwriting`: portal roles underwriter; API key scopes none. Others get 403 forbidden.
         */
        post: operations["createUnderwriterInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/underwriting/invitations/{invitationId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an underwriter invitation of your carrier
         * @description The emailed link stops working. Revoking an invitation already accepted, revoked or expired changes nothing and answers it as it is. Another carrier's invitation, or an agency's, is 404.
         *
         *     Permission `underwriting`: portal roles underwriter; API key scopes none. Others get 403 forbidden.
         */
        post: operations["revokeUnderwriterInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/underwriting/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your carrier's underwriters
         * @description For a carrier's underwriter signed in to the portal: every underwriter of the carrier with their status (active or deactivated), then the invitations not yet accepted (status invited, with when their link expires).
         *
         *     Permission `underwriting`: portal roles underwriter; API key scopes none. Others get 403 forbidden.
         */
        get: operations["listUnderwriters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quote/{quoteId}/applications/{quoteRequestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View one application (full)
         * @description The application with its program's JSON Schema form (`applicationForm`), its answers (`formPayload`) and `prefilled`: the answers that are the client's, by form key, with the canonical question each answers and who answered it, when and where (decision 033). Carries an ETag like the folio view (it changes with any change to the folio, its applications or the client's answers); If-None-Match answers 304.
         *
         *     Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["getApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quote/{quoteId}/pay-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a folio's checkout links and their status
         * @description Newest first. Each link's status is what happened last: paid, expired, opened (the customer opened the page), or its email's status (sent, stored without SMTP, queued for a retry, failed); created when no email was asked for. Tokens are never listed.
         *
         *     Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["listPayLinks"];
        put?: never;
        /**
         * Create a customer checkout link, and email it
         * @description The customer opens the url (/pay/{token}) without an account and pays by card. The link expires with the quotes and works once. With `email`, the link is emailed to the customer through SMTP (retried when the send fails); with no SMTP configured the message is kept in the agency's outbox (GET /v1/messages, status stored). Refused (422 application_incomplete, naming the questions) until every required application question is answered, and (409 duplicate_line) for two programs of one line of business.
         *
         *     Permission `bind`: portal roles admin, producer; API key scopes quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["createPayLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quote/{quoteId}/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View the shopping session of a folio (latest attempt of every program)
         * @description A session (group) gains a folio with every re-quote. This view merges them: for each program the latest attempt, with the folio that holds it (re-quote and bind through that quoteId), and every replaced attempt as history. Any folio of the session answers the same view.
         *
         *     Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["getQuoteSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quote/{quoteId}/requote-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a re-quote
         * @description A dry run of the re-quote with the same body: the same merge and the same checks (its 400s are the re-quote's), and nothing recorded. Answers the folio-wide fields that change (from, to), each program it re-quotes with every option before and after (from its latest attempt in the session) and its endorsements, and the session's programs it leaves alone (decision 031).
         *
         *     Permission `quote`: portal roles admin, producer; API key scopes quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["previewRequote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quote/requirements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What programs need before quoting
         * @description The rating fields POST /v1/quote requires for these programs, merged, with which program requires each (a field a fact you left out may make required says when); each program's options with their defaults; the application questions answered before binding, by canonical id, in order, with each program's own form key; and, given class_code (and state), each business program's appetite. Create-quote enforces exactly these fields (decision 033).
         *
         *     Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["getQuoteRequirements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quote/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a quote folio (light, all programs)
         * @description Poll with If-None-Match: the ETag of the copy you hold. 304 (no body) while nothing changed; any change to the folio or its applications gives a new ETag.
         *
         *     Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["getQuote"];
        put?: never;
        /**
         * Re-quote
         * @description A new folio in the same group with the changed rating factors merged over the original's; attempt numbers go up by one per program. Each program re-quoted keeps its own options and endorsements from its latest attempt in the session unless the request changes them: program_options replaces a program's own options, and a folio-wide coverage given here applies to every program re-quoted (decision 031). originalQuoteId may repeat the path's quoteId; naming another folio is refused with 409. Accepts an Idempotency-Key like create-quote.
         *
         *     Permission `quote`: portal roles admin, producer; API key scopes quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["requote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List quote folios (of a shopping session, recent, or one per session)
         * @description Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["listQuotes"];
        put?: never;
        /**
         * Create a quote folio
         * @description One application per program, rated asynchronously: poll the folio until no card is `quoting`. Rating fields may sit at the top level or in `system_payload`. A single TI program is priced before answering. Send an Idempotency-Key header to make retries safe: a retry with the same key and body replays the first answer (Idempotent-Replayed: true) and creates nothing.
         *
         *     Permission `quote`: portal roles admin, producer; API key scopes quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate eligible programs for a risk
         * @description Indicative prices with rating worksheets, and declines with reasons, without creating a folio. Same validation as create-quote.
         *
         *     Permission `quote`: portal roles admin, producer; API key scopes quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["rate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rate/sensitivity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sensitivity analysis across coverage options
         * @description Permission `quote`: portal roles admin, producer; API key scopes quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["rateSensitivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The servicing clock and its moves (sandbox)
         * @description The agency's servicing day in test mode, how far it runs ahead of today, and the latest moves of the clock with who made them. The clock exists only in test mode: a `qk_live_` key, or the portal in live mode, gets 404.
         *
         *     Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["getSandboxClock"];
        put?: never;
        /**
         * Move the servicing clock (sandbox)
         * @description Like a payment provider's test clock: in test mode (a `qk_test_` key, or the portal's test mode) the test agency's servicing clock can be set ahead, so installments fall due, scheduled cancellations take effect and renewals are offered as they would on those days; the jobs that came due run before the answer. `reset: true` puts it back to today (what already ran stays done). Quotes are dated by the same clock (an effective date is checked against the servicing day), so new business quoted after a move binds. Every move is recorded in the audit log with who made it. Only an agency administrator signed in to the portal, or an admin-scoped API key, may move it (403 otherwise); 404 in live mode (a `qk_live_` key, or the portal in live mode): live data is never moved in time.
         *
         *     Permission `sandbox.clock`: portal roles admin; API key scopes admin. Others get 403 forbidden.
         */
        post: operations["setSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the agency's sent messages (the outbox)
         * @description Every email the app wrote for the agency (pay links, failed installments, rescinded cancellations, referral decisions), with its status: sent, queued for a retry, failed, or stored when no SMTP is configured, and the client it is about (insuredId; `insured_id` lists one client's). A producer whose agency keeps producers to their own book sees only the messages about their own clients.
         *
         *     Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["listMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one sent message
         * @description Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["getMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/policies/{policyId}/pay-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Customer pay link for what a policy owes
         * @description A link for the policy's next unpaid row: an installment, or the balance a cancellation left. The insured opens `url` and pays by card without an account; the link pays that row once and expires after 30 days. 409 `nothing_due` when nothing is owed.
         *
         *     Permission `service`: portal roles admin, producer, service; API key scopes quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["createPolicyPayLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pay/policy/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a policy pay link asks for (the token is the credential) */
        get: operations["getPolicyPayLink"];
        put?: never;
        /**
         * Pay through a policy pay link
         * @description Charges the card for the link's installment or balance due. A link pays once; a declined card may be retried with another.
         */
        post: operations["payPolicyLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{paymentId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a payment after 3-D Secure
         * @description A bind answered 402 payment_requires_action carries payment.id, payment.clientSecret and payment.nextAction. Once the cardholder has authenticated (Stripe.js handleNextAction, or the offline provider's challenge page), POST here: the policies are issued (200, as the bind would have answered), or 402 payment_failed when authentication failed (the applications are free to bind again), or the same 402 payment_requires_action while the cardholder has not finished. The bind happens exactly once whether this call or the provider's payment_intent.succeeded webhook comes first; calling again answers the same.
         *
         *     Permission `bind`: portal roles admin, producer; API key scopes quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["confirmPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pay/{token}/payments/{paymentId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a checkout link's payment after 3-D Secure
         * @description When paying through a checkout link answers 402 payment_requires_action, the customer authenticates (payment.nextAction), then the page POSTs payment.confirmUrl: the policies are issued once (this call or the provider's webhook, whichever is first), or 402 payment_failed when authentication failed.
         */
        post: operations["confirmPayWithLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the agency's webhook endpoints
         * @description Permission `webhooks`: portal roles admin; API key scopes admin. Others get 403 forbidden.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Events of the types in enabledEvents (or every type, with ["*"]) are POSTed to url, signed by Standard Webhooks with the secret in this answer (whsec_...; it is not shown again). Loopback, private and reserved addresses are refused (unless the server is set to allow them). At most 16 endpoints per agency (409).
         *
         *     Permission `webhooks`: portal roles admin; API key scopes admin. Others get 403 forbidden.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook endpoint
         * @description Permission `webhooks`: portal roles admin; API key scopes admin. Others get 403 forbidden.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Permission `webhooks`: portal roles admin; API key scopes admin. Others get 403 forbidden.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change or re-enable a webhook endpoint
         * @description status: enabled re-enables an endpoint disabled after repeated failures (its failure count starts again, and its pending deliveries resume); disabled stops sending to it.
         *
         *     Permission `webhooks`: portal roles admin; API key scopes admin. Others get 403 forbidden.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/v1/webhook-endpoints/{endpointId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook endpoint's signing secret
         * @description Returns the new secret (shown once). Until previousSecretExpiresAt (expiresInHours, default 24) every delivery's webhook-signature carries two v1 signatures, one per secret, so the receiver can switch secrets without missing an event. Rotating again replaces the older secret.
         *
         *     Permission `webhooks`: portal roles admin; API key scopes admin. Others get 403 forbidden.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the agency's events
         * @description Every event is written with the change it reports and kept here whether or not an endpoint receives it. Filter with type and a window of created[gte] and created[lt]; total counts every match up to 1,000 (totalCapped says when more match), so a reconciliation over a window of up to 1,000 events can check it received them all.
         *
         *     Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an event
         * @description Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{eventId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an event's deliveries and their attempts
         * @description Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["listEventDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{eventId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver an event
         * @description Queues a new delivery of the same event (same id: receivers deduplicate on it) to endpointId, or to every enabled endpoint subscribed to its type. 409 when the endpoint named is disabled.
         *
         *     Permission `webhooks`: portal roles admin; API key scopes admin. Others get 403 forbidden.
         */
        post: operations["redeliverEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/insureds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List or search the agency's insureds
         * @description Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["listInsureds"];
        put?: never;
        /**
         * Create an insured (a client)
         * @description A business (legal name, DBA, entity type, FEIN, contacts, mailing address, locations, class codes, exposures by policy year) or a person (a traveller). Quote it with POST /v1/quote and insuredId: rating fields left out are filled from its facts. Creating does not look for a duplicate; an inline create-quote request finds its insured by the matching rule (decision 030).
         *
         *     Permission `quote`: portal roles admin, producer; API key scopes quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["createInsured"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/insureds/{insuredId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an insured, with its quotes, policies, renewals due and what happened
         * @description Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["getInsured"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an insured
         * @description Only what changes. Lists given (contacts, locations, classCodes) replace the insured's; exposures are recorded for their policy years (a field left out keeps its value), the earlier figures kept in exposureHistory; null clears a field. Folios already made keep the figures they were rated on.
         *
         *     Permission `quote`: portal roles admin, producer; API key scopes quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        patch: operations["updateInsured"];
        trace?: never;
    };
    "/v1/insureds/{insuredId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive an insured
         * @description An archived insured is left out of the list (unless archived=true) and of the matching rule, and cannot be quoted by insuredId (409) until restored; its folios and policies are unchanged. Archiving twice is a no-op.
         *
         *     Permission `quote`: portal roles admin, producer; API key scopes quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["archiveInsured"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/insureds/{insuredId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore an archived insured
         * @description Permission `quote`: portal roles admin, producer; API key scopes quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["restoreInsured"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/insureds/{insuredId}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client's questions, by canonical id
         * @description The question bank's questions these programs ask of this client (its class codes, the programs' lines), in section order (business, operations, premises, loss_history, trip), each with the programs that ask it under their own form keys and the client's answer (who, when, where) or null. A follow-up is listed only once the answer that triggers it holds; `unanswered` is what to ask next. `programQuestions` lists what each program asks of its own (not in the bank): answer those on the application. Answer the bank's questions once for every program with POST /v1/insureds/{insuredId}/answers.
         *
         *     Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["listInsuredQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/insureds/{insuredId}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer the client's questions, by canonical id
         * @description Answers the question bank's questions by id (null clears an answer). Each must be a question that applies to this client for the programs (as GET .../questions lists them; a follow-up may come with its trigger in the same request), of its type, and a value at least one asking program takes; otherwise a 400 names `answers.<id>`. The answers are recorded on the client (source "api", who and when) and given to every open application of the client that asks them (folios not expired with nothing bound, each program's latest attempt), each re-rated; `updatedApplications` lists them. Answers with the questionnaire as it now stands, so newly relevant follow-ups appear. An archived insured answers 409 until restored.
         *
         *     Permission `quote`: portal roles admin, producer; API key scopes quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        post: operations["answerInsuredQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the agency's API keys
         * @description Permission `keys`: portal roles admin; API key scopes admin. Others get 403 forbidden.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description The answer's secret is the key (qk_live_... in live mode, qk_test_... in test mode: the mode of the caller): store it now, it is never shown again (only its hash is kept). The scope fixes what the key may do; to change it, make another key and revoke this one. The key is pinned to today's API version. Takes no Idempotency-Key: the secret is not kept anywhere to replay, so a lost answer means revoking the key and making another.
         *
         *     Permission `keys`: portal roles admin; API key scopes admin. Others get 403 forbidden.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an API key
         * @description Permission `keys`: portal roles admin; API key scopes admin. Others get 403 forbidden.
         */
        get: operations["getApiKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{keyId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an API key
         * @description From this answer on the key is refused (401) by every process of the service. Revoking a revoked key changes nothing and answers it as it is. A key may revoke itself.
         *
         *     Permission `keys`: portal roles admin; API key scopes admin. Others get 403 forbidden.
         */
        post: operations["revokeApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the agency's audit log
         * @description Every change, who made it (a portal user, an API key, a customer paying by link, or the system) and when: binds, cancellations, refunds, referral decisions, sandbox clock moves, webhook endpoint changes, sign-ins and failed sign-ins, and more. Rows are written in the same transaction as the change and can never be changed or deleted. Filter by action (exact, or a prefix ending in a dot such as policy.), actor, objectType, objectId and a window of created[gte] and created[lt].
         *
         *     Permission `audit`: portal roles admin; API key scopes admin. Others get 403 forbidden.
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Report the agency's quoting, binding and servicing figures for a period
         * @description For the period from..to (UTC days, to included; default the 90 days ending today) and optionally one producer: quote requests started, quoted and bound with the hit ratio, per line and per carrier program; premium written by month; the time from creating a quote to its last card answered; the top decline and referral reasons and how long underwriters took; renewals due in the next 30, 60 and 90 days with where each stands; failed charges and policies in a non-payment notice. Only the caller's agency and mode; a producer restricted to their own book sees only theirs.
         *
         *     Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["getInsightsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the agency's people
         * @description Every user of the agency with their role and status (active or deactivated), then the invitations not yet accepted (status invited, with when their link expires).
         *
         *     Permission `people`: portal roles admin; API key scopes none. Others get 403 forbidden.
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user
         * @description Permission `people`: portal roles admin; API key scopes none. Others get 403 forbidden.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a user's role
         * @description The new role counts from the user's next request, in the portal and over the API. The agency's last active administrator cannot be demoted (409).
         *
         *     Permission `people`: portal roles admin; API key scopes none. Others get 403 forbidden.
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/v1/users/{userId}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a user
         * @description From this answer on the user cannot sign in, and every session of theirs is refused at its next request. Deactivating a deactivated user changes nothing. The agency's last active administrator cannot be deactivated (409).
         *
         *     Permission `people`: portal roles admin; API key scopes none. Others get 403 forbidden.
         */
        post: operations["deactivateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{userId}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate a user
         * @description The user may sign in again; sessions ended by the deactivation stay ended. Reactivating an active user changes nothing.
         *
         *     Permission `people`: portal roles admin; API key scopes none. Others get 403 forbidden.
         */
        post: operations["reactivateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agency/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the agency's settings
         * @description Whether producers see the whole agency's book or only their own clients and quotes (decision 045).
         *
         *     Permission `read`: portal roles admin, producer, service; API key scopes read_only, quote, quote_and_bind, admin. Others get 403 forbidden.
         */
        get: operations["getAgencySettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the agency's settings
         * @description producersSeeAllBook false: a producer signed in to the portal sees only their own book (the folios they started, the policies bound from them, the clients they created or quoted); another's folio, policy or client answers 404 to them. It counts from each producer's next request. Administrators, service staff and API keys always see the whole book. A change is written to the audit log.
         *
         *     Permission `people`: portal roles admin; API key scopes none. Others get 403 forbidden.
         */
        patch: operations["updateAgencySettings"];
        trace?: never;
    };
    "/v1/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the agency's pending invitations
         * @description Permission `people`: portal roles admin; API key scopes none. Others get 403 forbidden.
         */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Invite someone to the agency
         * @description Emails the person a link (through the outbox) to set a password and join with the role given; the link works once, for 72 hours. Inviting an address with a pending invitation replaces it (the earlier link stops working). An email that is already a user's answers 409 naming email.
         *
         *     Permission `people`: portal roles admin; API key scopes none. Others get 403 forbidden.
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invitations/{invitationId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an invitation
         * @description The emailed link stops working. Revoking an invitation already accepted, revoked or expired changes nothing and answers it as it is.
         *
         *     Permission `people`: portal roles admin; API key scopes none. Others get 403 forbidden.
         */
        post: operations["revokeInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation (the token is the credential)
         * @description Makes the user with the invitation's email, name and role and the password chosen (at least 12 characters); then sign in. A carrier's invitation makes an underwriter of that carrier, who signs in to the underwriting desk. The token works once: an unknown token answers 404, one used, revoked or expired 410.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/password-resets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset link
         * @description When an active user has the email, a link to choose a new password (working once, for an hour) is emailed. The answer is the same whether or not an account exists. An account gets at most 3 links an hour; an address may ask 20 times an hour (429).
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/password-resets/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a new password (the token is the credential)
         * @description Sets the new password (at least 12 characters) and ends every session of the user. The token works once: an unknown token answers 404, one used or expired 410.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your portal sessions
         * @description For a person signed in to the portal (an agency's user or a carrier's underwriter): each browser signed in as you, with where and when it signed in, when it was last active and when it ends by itself. The session this request came with is first, marked current. An API key has no session: 403.
         *
         *     Permission `account`: portal roles admin, producer, service, underwriter; API key scopes none. Others get 403 forbidden.
         */
        get: operations["listMySessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/sessions/{sessionId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out one of your other portal sessions
         * @description The session is refused from this answer on: its next page asks it to sign in, and its API calls answer 401. Audited (session.revoke). A session that is not yours, or has already ended, is 404; the session this request came with is 409 current_session (sign out in the portal to end it).
         *
         *     Permission `account`: portal roles admin, producer, service, underwriter; API key scopes none. Others get 403 forbidden.
         */
        post: operations["revokeMySession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out all your portal sessions but this one
         * @description Every live session of yours except the one this request came with is refused from this answer on. Answers how many were signed out (0 when there were none). Audited (session.revoke_others) when any were.
         *
         *     Permission `account`: portal roles admin, producer, service, underwriter; API key scopes none. Others get 403 forbidden.
         */
        post: operations["revokeMyOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "quote.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The quote.completed event
         * @description POSTed to each endpoint subscribed to it, as the JSON GET /v1/events/{eventId} answers; signed by Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint's whsec_ secret before trusting it. Answer 2xx within 10 seconds; anything else is retried for up to 3 days.
         */
        post: operations["event_quote_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "application.quoted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The application.quoted event
         * @description POSTed to each endpoint subscribed to it, as the JSON GET /v1/events/{eventId} answers; signed by Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint's whsec_ secret before trusting it. Answer 2xx within 10 seconds; anything else is retried for up to 3 days.
         */
        post: operations["event_application_quoted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "application.referred": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The application.referred event
         * @description POSTed to each endpoint subscribed to it, as the JSON GET /v1/events/{eventId} answers; signed by Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint's whsec_ secret before trusting it. Answer 2xx within 10 seconds; anything else is retried for up to 3 days.
         */
        post: operations["event_application_referred"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "application.declined": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The application.declined event
         * @description POSTed to each endpoint subscribed to it, as the JSON GET /v1/events/{eventId} answers; signed by Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint's whsec_ secret before trusting it. Answer 2xx within 10 seconds; anything else is retried for up to 3 days.
         */
        post: operations["event_application_declined"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "application.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The application.failed event
         * @description POSTed to each endpoint subscribed to it, as the JSON GET /v1/events/{eventId} answers; signed by Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint's whsec_ secret before trusting it. Answer 2xx within 10 seconds; anything else is retried for up to 3 days.
         */
        post: operations["event_application_failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "policy.bound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The policy.bound event
         * @description POSTed to each endpoint subscribed to it, as the JSON GET /v1/events/{eventId} answers; signed by Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint's whsec_ secret before trusting it. Answer 2xx within 10 seconds; anything else is retried for up to 3 days.
         */
        post: operations["event_policy_bound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payment.succeeded event
         * @description POSTed to each endpoint subscribed to it, as the JSON GET /v1/events/{eventId} answers; signed by Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint's whsec_ secret before trusting it. Answer 2xx within 10 seconds; anything else is retried for up to 3 days.
         */
        post: operations["event_payment_succeeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payment.failed event
         * @description POSTed to each endpoint subscribed to it, as the JSON GET /v1/events/{eventId} answers; signed by Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint's whsec_ secret before trusting it. Answer 2xx within 10 seconds; anything else is retried for up to 3 days.
         */
        post: operations["event_payment_failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "installment.due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The installment.due event
         * @description POSTed to each endpoint subscribed to it, as the JSON GET /v1/events/{eventId} answers; signed by Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint's whsec_ secret before trusting it. Answer 2xx within 10 seconds; anything else is retried for up to 3 days.
         */
        post: operations["event_installment_due"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "installment.overdue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The installment.overdue event
         * @description POSTed to each endpoint subscribed to it, as the JSON GET /v1/events/{eventId} answers; signed by Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint's whsec_ secret before trusting it. Answer 2xx within 10 seconds; anything else is retried for up to 3 days.
         */
        post: operations["event_installment_overdue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "installment.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The installment.paid event
         * @description POSTed to each endpoint subscribed to it, as the JSON GET /v1/events/{eventId} answers; signed by Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint's whsec_ secret before trusting it. Answer 2xx within 10 seconds; anything else is retried for up to 3 days.
         */
        post: operations["event_installment_paid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "policy.cancellation_scheduled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The policy.cancellation_scheduled event
         * @description POSTed to each endpoint subscribed to it, as the JSON GET /v1/events/{eventId} answers; signed by Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint's whsec_ secret before trusting it. Answer 2xx within 10 seconds; anything else is retried for up to 3 days.
         */
        post: operations["event_policy_cancellation_scheduled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "policy.cancellation_rescinded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The policy.cancellation_rescinded event
         * @description POSTed to each endpoint subscribed to it, as the JSON GET /v1/events/{eventId} answers; signed by Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint's whsec_ secret before trusting it. Answer 2xx within 10 seconds; anything else is retried for up to 3 days.
         */
        post: operations["event_policy_cancellation_rescinded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "policy.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The policy.cancelled event
         * @description POSTed to each endpoint subscribed to it, as the JSON GET /v1/events/{eventId} answers; signed by Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint's whsec_ secret before trusting it. Answer 2xx within 10 seconds; anything else is retried for up to 3 days.
         */
        post: operations["event_policy_cancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "policy.renewal_offered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The policy.renewal_offered event
         * @description POSTed to each endpoint subscribed to it, as the JSON GET /v1/events/{eventId} answers; signed by Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint's whsec_ secret before trusting it. Answer 2xx within 10 seconds; anything else is retried for up to 3 days.
         */
        post: operations["event_policy_renewal_offered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "policy.renewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The policy.renewed event
         * @description POSTed to each endpoint subscribed to it, as the JSON GET /v1/events/{eventId} answers; signed by Standard Webhooks: verify webhook-signature over `webhook-id.webhook-timestamp.body` with the endpoint's whsec_ secret before trusting it. Answer 2xx within 10 seconds; anything else is retried for up to 3 days.
         */
        post: operations["event_policy_renewed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        AcceptedInvitation: {
            /** @constant */
            object: "accepted_invitation";
            /** @description Sign in with this email and the password just set */
            email: string;
            name: string;
            role: components["schemas"]["Role"];
            /** @description The agency joined; for a carrier's underwriter, the carrier's name */
            agencyName: string;
            /**
             * @description agency: sign in to the quoting portal; carrier: to the carrier's underwriting desk
             * @enum {string}
             */
            organization: "agency" | "carrier";
        };
        AcceptedInvitationResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["AcceptedInvitation"];
        };
        Answered: {
            /** Format: uuid */
            insuredId: string;
            /** @description The programs the questions are for */
            programs: {
                code: string;
                name: string;
                /** @enum {string} */
                type: "BOP" | "CGL" | "PL" | "TI";
            }[];
            /** @description The bank questions that apply to this client for these programs, in section order */
            questions: components["schemas"]["Question"][];
            /** @description The ids of the listed questions not yet answered, in order: what to ask next */
            unanswered: string[];
            /** @description The ids of the listed answers to confirm for the client's open renewal (questions[].toConfirm), in order */
            toConfirm: string[];
            /** @description Each program's own questions, not in the bank: answered on that application (POST .../applications/{quoteRequestId}/form) */
            programQuestions: {
                program: string;
                key: string;
                title: string | null;
                required: boolean;
                /** @description The question's JSON Schema, from the program's application form */
                schema: unknown;
            }[];
            /** @description The open applications these answers were given to, each re-rated (status pending until its carrier answers) */
            updatedApplications: {
                /** Format: uuid */
                quoteId: string;
                /** Format: uuid */
                quoteRequestId: string;
                program: string;
            }[];
        };
        AnsweredResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Answered"];
        };
        ApiKey: {
            /** @constant */
            object: "api_key";
            /** Format: uuid */
            id: string;
            /** @description A qk_live_ key (true) or a qk_test_ key (false): keys are made in the mode of whoever makes them */
            livemode: boolean;
            name: string;
            scope: components["schemas"]["KeyScope"];
            /** @description The key's first characters (qk_live_ or qk_test_ and six more), to recognise it without revealing it */
            prefix: string;
            /** @description The dated API version the key is pinned to (see /docs/changelog) */
            apiVersion: string;
            /** @description Who made it: "user:<id>", "api_key:<id>", or "operator" (the command line) */
            createdBy: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /** @description When it last authenticated a request (to the minute); null if never */
            lastUsedAt: string | null;
            /** @description When it was revoked; a revoked key authenticates nothing */
            revokedAt: string | null;
        };
        ApiKeyListResponse: {
            /** @constant */
            success: true;
            data: {
                /** @description Newest first; revoked keys too, marked revokedAt */
                items: components["schemas"]["ApiKey"][];
            };
        };
        ApiKeyResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["ApiKey"];
        };
        ApiKeySecretResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["ApiKeyWithSecret"];
        };
        ApiKeyWithSecret: {
            /** @constant */
            object: "api_key";
            /** Format: uuid */
            id: string;
            /** @description A qk_live_ key (true) or a qk_test_ key (false): keys are made in the mode of whoever makes them */
            livemode: boolean;
            name: string;
            scope: components["schemas"]["KeyScope"];
            /** @description The key's first characters (qk_live_ or qk_test_ and six more), to recognise it without revealing it */
            prefix: string;
            /** @description The dated API version the key is pinned to (see /docs/changelog) */
            apiVersion: string;
            /** @description Who made it: "user:<id>", "api_key:<id>", or "operator" (the command line) */
            createdBy: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /** @description When it last authenticated a request (to the minute); null if never */
            lastUsedAt: string | null;
            /** @description When it was revoked; a revoked key authenticates nothing */
            revokedAt: string | null;
            /** @description The key itself, qk_live_... or qk_test_...: shown only in this answer, never stored (only its hash is) */
            secret: string;
        };
        AppetiteDetail: {
            program: components["schemas"]["ProgramHeader"];
            inAppetite: boolean;
            /** @description Why not, with the same codes and messages a quote's decline carries */
            reasons: {
                code: string;
                message: string;
            }[];
            limits: components["schemas"]["AppetiteLimits"];
            classification: components["schemas"]["Classification"];
            ratingBasis: string;
            /** @description The program's filed class rate; null when the class is out of appetite or the carrier rates over its own API */
            classRate: {
                /** @description Revenue-rated classes: the rate per $1,000 of annual revenue */
                liabilityPer1000Revenue: number | null;
                /** @description Payroll-rated classes (contractors): the rate per $100 of annual payroll */
                liabilityPer100Payroll: number | null;
                /** @description Payroll-rated classes: the rate per $1,000 of subcontracted cost */
                subcontractedPer1000: number | null;
                propertyPer100: number | null;
            } | null;
            coverages: {
                key: string;
                name: string;
                description: string;
            }[];
            options: {
                key: string;
                label: string;
                /** @enum {string} */
                unit: "money" | "count" | "percent";
                values: number[];
                default: number;
            }[];
        };
        AppetiteDetailResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["AppetiteDetail"];
        };
        AppetiteLimits: {
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            maxRevenue: number;
            maxEmployees: number;
            states: string[];
        };
        AppetitesResponse: {
            /** @constant */
            success: true;
            data: {
                classification: components["schemas"]["Classification"];
                items: components["schemas"]["ProgramAppetite"][];
            };
        };
        ApplicationDetail: {
            /**
             * Format: uuid
             * @description The card's id; equal to quoteRequestId (a card is the view of one application)
             */
            id: string;
            /** Format: uuid */
            quoteRequestId: string;
            attemptNumber: number;
            status: components["schemas"]["CardStatus"];
            applicationStatus: components["schemas"]["ApplicationStatus"];
            effectiveDate: string | null;
            expirationDate: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            validUntil: string;
            /** @description A later attempt of this program exists in the group (the insured was re-quoted): this card can no longer be bound or sent as a pay link (409 superseded_quote); bind the latest attempt. An addition to the spec's card; status keeps the spec's vocabulary */
            superseded: boolean;
            /** @description The highest attempt number of this program in the group; above attemptNumber when superseded */
            latestAttemptNumber: number;
            /** @description validUntil has passed: this card can no longer be bound or sent as a pay link (409 quote_expired); re-quote. An addition to the spec's card */
            expired: boolean;
            ratedAt: string | null;
            programState: {
                coverage: {
                    [key: string]: number;
                };
            };
            program: components["schemas"]["Program"];
            carrier: components["schemas"]["Carrier"];
            /** @description null until the card is quoted */
            pricing: components["schemas"]["Pricing"] | null;
            options: components["schemas"]["Option"][];
            endorsements: components["schemas"]["CardEndorsement"][];
            paymentOptions: components["schemas"]["PaymentOption"][];
            billing: components["schemas"]["Billing"];
            documents: {
                type: string;
                label: string;
                url: string;
            }[];
            notices: {
                text: string;
                type: string;
                level: string;
                code?: string;
            }[];
            termsAndConditions: {
                title: string;
                text: string;
            }[];
            failureReason: string | null;
            /** @description Why the carrier declined (empty unless declined); also shown among the notices */
            declineReasons: {
                code: string;
                message: string;
                /** @description underwriting_knockout: the program's rule that declined */
                rule?: string;
            }[];
            underwriting: components["schemas"]["Underwriting"];
            systemPayloadHash: string;
            /** Format: uuid */
            quoteId: string;
            /** Format: uuid */
            groupId: string;
            /** @description The agency's note to the carrier's underwriter on a referral (POST .../referral-note); the underwriter reads it at the desk */
            referralNote: string | null;
            /** @description The rating block exactly as submitted */
            systemPayload: {
                [key: string]: unknown;
            };
            formPayload: {
                [key: string]: unknown;
            };
            /** @description Required application questions not yet answered; binding needs none */
            unansweredRequired: string[];
            /** @description The program's application questions as JSON Schema */
            applicationForm: {
                [key: string]: unknown;
            };
            planDetails: {
                coverages: {
                    key: string;
                    name: string;
                    description: string;
                    limit: number | null;
                    deductible: number | null;
                }[];
                limits: {
                    [key: string]: number;
                };
                deductibles: {
                    [key: string]: number;
                };
            };
            premiumDetail: {
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                premium: number;
                fees: {
                    code: string;
                    label: string;
                    /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                    amount: number;
                }[];
                taxes: {
                    code: string;
                    label: string;
                    rate: number;
                    /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                    amount: number;
                }[];
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                total: number;
            } | null;
            /** @description Every rating step with its factor and the running premium */
            worksheet: {
                step: string;
                label: string;
                factor: number | null;
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                amount: number;
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                running: number;
            }[] | null;
        };
        ApplicationDetailResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["ApplicationDetail"];
        };
        ApplicationEventData: {
            /** @constant */
            object: "application";
            /**
             * Format: uuid
             * @description The application's id: the quoteRequestId
             */
            id: string;
            /** Format: uuid */
            quoteId: string;
            /**
             * Format: uuid
             * @description The client quoted (absent on events written before clients were named on applications)
             */
            insuredId?: string;
            /** Format: uuid */
            groupId: string;
            attemptNumber: number;
            program: {
                /** Format: uuid */
                id: string;
                code: string;
                name: string;
                /** @enum {string} */
                type: "BOP" | "CGL" | "PL" | "TI";
            };
            status: components["schemas"]["CardStatus"];
            effectiveDate: string | null;
            expirationDate: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            validUntil: string;
            /** @description Null unless priced (quoted or referred) */
            premium: number | null;
            fees: number | null;
            taxes: number | null;
            total: number | null;
            declineReasons: {
                code: string;
                message: string;
            }[];
            referralReasons: {
                rule: string;
                message: string;
            }[];
            failureReason: string | null;
            ratedAt: string | null;
        };
        /**
         * @description pending: awaiting the carrier (also while answers just saved are re-rated); success: priced; referred: priced, but an underwriting referral waits for an underwriter (not bindable until approved); error: declined by the carrier or its underwriting rules; failed: carrier error or timeout; bound: a policy was issued. All but pending are terminal.
         * @enum {string}
         */
        ApplicationStatus: "pending" | "success" | "referred" | "error" | "failed" | "bound";
        ApplicationViewDetail: {
            /**
             * Format: uuid
             * @description The card's id; equal to quoteRequestId (a card is the view of one application)
             */
            id: string;
            /** Format: uuid */
            quoteRequestId: string;
            attemptNumber: number;
            status: components["schemas"]["CardStatus"];
            applicationStatus: components["schemas"]["ApplicationStatus"];
            effectiveDate: string | null;
            expirationDate: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            validUntil: string;
            /** @description A later attempt of this program exists in the group (the insured was re-quoted): this card can no longer be bound or sent as a pay link (409 superseded_quote); bind the latest attempt. An addition to the spec's card; status keeps the spec's vocabulary */
            superseded: boolean;
            /** @description The highest attempt number of this program in the group; above attemptNumber when superseded */
            latestAttemptNumber: number;
            /** @description validUntil has passed: this card can no longer be bound or sent as a pay link (409 quote_expired); re-quote. An addition to the spec's card */
            expired: boolean;
            ratedAt: string | null;
            programState: {
                coverage: {
                    [key: string]: number;
                };
            };
            program: components["schemas"]["Program"];
            carrier: components["schemas"]["Carrier"];
            /** @description null until the card is quoted */
            pricing: components["schemas"]["Pricing"] | null;
            options: components["schemas"]["Option"][];
            endorsements: components["schemas"]["CardEndorsement"][];
            paymentOptions: components["schemas"]["PaymentOption"][];
            billing: components["schemas"]["Billing"];
            documents: {
                type: string;
                label: string;
                url: string;
            }[];
            notices: {
                text: string;
                type: string;
                level: string;
                code?: string;
            }[];
            termsAndConditions: {
                title: string;
                text: string;
            }[];
            failureReason: string | null;
            /** @description Why the carrier declined (empty unless declined); also shown among the notices */
            declineReasons: {
                code: string;
                message: string;
                /** @description underwriting_knockout: the program's rule that declined */
                rule?: string;
            }[];
            underwriting: components["schemas"]["Underwriting"];
            systemPayloadHash: string;
            /** Format: uuid */
            quoteId: string;
            /** Format: uuid */
            groupId: string;
            /** @description The agency's note to the carrier's underwriter on a referral (POST .../referral-note); the underwriter reads it at the desk */
            referralNote: string | null;
            /** @description The rating block exactly as submitted */
            systemPayload: {
                [key: string]: unknown;
            };
            formPayload: {
                [key: string]: unknown;
            };
            /** @description Required application questions not yet answered; binding needs none */
            unansweredRequired: string[];
            /** @description The program's application questions as JSON Schema */
            applicationForm: {
                [key: string]: unknown;
            };
            planDetails: {
                coverages: {
                    key: string;
                    name: string;
                    description: string;
                    limit: number | null;
                    deductible: number | null;
                }[];
                limits: {
                    [key: string]: number;
                };
                deductibles: {
                    [key: string]: number;
                };
            };
            premiumDetail: {
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                premium: number;
                fees: {
                    code: string;
                    label: string;
                    /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                    amount: number;
                }[];
                taxes: {
                    code: string;
                    label: string;
                    rate: number;
                    /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                    amount: number;
                }[];
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                total: number;
            } | null;
            /** @description Every rating step with its factor and the running premium */
            worksheet: {
                step: string;
                label: string;
                factor: number | null;
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                amount: number;
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                running: number;
            }[] | null;
            /** @description The answers (by this program's form key) that are the client's: which canonical question, who answered, when and where */
            prefilled: {
                [key: string]: {
                    /** @description "user:<id>" or "api_key:<id>" */
                    answeredBy: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    answeredAt: string;
                    /** @description "api" (POST /v1/insureds/{id}/answers) or "application:<quoteRequestId>" (the application it was given to) */
                    source: string;
                    /** @description The canonical question this form key answers */
                    questionId: string;
                };
            };
        };
        Billing: {
            method: string;
            publishableKey: string | null;
            billingDescriptor: string;
            allowedMethods: string[];
        };
        BindResponse: {
            /** @constant */
            success: true;
            data: {
                policies: components["schemas"]["Policy"][];
                payment: components["schemas"]["Payment"];
            };
        };
        Cancellation: {
            /**
             * @description scheduled: takes effect on effectiveDate and may be rescinded until then
             * @enum {string}
             */
            status: "scheduled" | "effective";
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD
             */
            effectiveDate: string;
            reason: string;
            /** @enum {string} */
            initiator: "insured" | "carrier" | "rewrite";
            /** @enum {string} */
            method: "flat" | "pro_rata" | "short_rate" | "free_look" | "fully_earned";
            daysInTerm: number;
            daysInForce: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            earnedPremium: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            returnPremium: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            returnTaxes: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            returnFees: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            refund: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            balanceDue: number;
            lines: {
                label: string;
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                amount: number;
            }[];
        };
        CancelResponse: {
            /** @constant */
            success: true;
            data: {
                preview: boolean;
                cancellation: components["schemas"]["Cancellation"];
                policy: components["schemas"]["Policy"];
                refund: components["schemas"]["Payment"] | null;
            };
        };
        CardEndorsement: {
            key: string;
            name: string;
            included: boolean;
            available: boolean;
            /**
             * @description included: in the program's premium; added: chosen for this quote and priced on the worksheet; available: can be added by re-quoting with endorsements
             * @enum {string}
             */
            status: "included" | "added" | "available" | "unavailable";
            added: boolean;
            /** @description The flat annual premium of adding it (null when included, or not offered) */
            premium: number | null;
        };
        /**
         * @description quoting is the only non-terminal state; referred is priced but cannot be bound until an underwriter approves
         * @enum {string}
         */
        CardStatus: "quoting" | "quoted" | "referred" | "declined" | "quote_failed" | "bound";
        Carrier: {
            /** Format: uuid */
            id: string;
            name: string;
            code: string;
            /** @description false: a surplus lines (non-admitted) insurer; state guaranty funds do not apply */
            admitted: boolean;
            /** @description The insurer's financial strength rating, AM Best style ("A (Excellent)") */
            financialStrength: string | null;
            /** @description The carrier's own quote reference; null until priced */
            quoteId: string | null;
            referenceIds: {
                applicationId: string | null;
                externalId: string | null;
            };
        };
        CatalogEntry: {
            program: components["schemas"]["ProgramHeader"];
            inAppetite: boolean;
            /** @description Why not, with the same codes and messages a quote's decline carries */
            reasons: {
                code: string;
                message: string;
            }[];
            limits: components["schemas"]["AppetiteLimits"];
            coverages: {
                key: string;
                name: string;
                description: string;
            }[];
            options: {
                key: string;
                label: string;
                unit: string;
                min: number;
                max: number;
                default: number;
                values: number[];
            }[];
            endorsements: components["schemas"]["Endorsement"][];
            /** @description Annual totals at default options; null when the class is out of appetite */
            indicativePrice: components["schemas"]["IndicativePrice"];
        };
        CatalogResponse: {
            /** @constant */
            success: true;
            data: {
                classification: components["schemas"]["Classification"];
                programs: components["schemas"]["CatalogEntry"][];
            };
        };
        Certificate: {
            /** Format: uuid */
            id: string;
            /** @description <policy number>-C<n> */
            number: string;
            /** Format: uuid */
            policyId: string;
            /**
             * Format: uuid
             * @description The client the policy covers (GET /v1/insureds/{insuredId})
             */
            insuredId: string;
            holder: {
                name: string;
                line1: string | null;
                line2: string | null;
                city: string | null;
                state: string | null;
                zip: string | null;
            };
            description: string | null;
            /** @description The holder is named an additional insured (asked for with the certificate) */
            additionalInsured: boolean;
            /** @description The coverage lines the certificate lists, each with the ADDL INSD and SUBR WVD columns as printed (Y when true, N otherwise) */
            lines: {
                /** @description The line of insurance ("Commercial general liability (occurrence)") */
                type: string;
                policyNumber: string;
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD
                 */
                effectiveDate: string;
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD
                 */
                expirationDate: string;
                /** @description ACORD 25 ADDL INSD: the policy carries an additional insured endorsement (blanket or scheduled, included or added) */
                additionalInsured: boolean;
                /** @description ACORD 25 SUBR WVD: the policy carries a waiver of subrogation endorsement */
                subrogationWaived: boolean;
            }[];
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            issuedAt: string;
            /** @description The certificate PDF (ACORD 25 layout) */
            document: {
                type: string;
                label: string;
                url: string;
            };
        };
        CertificateResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Certificate"];
        };
        Classification: {
            /** Format: uuid */
            id: string;
            /** @description The carriers' class code */
            code: string;
            description: string;
            naicsCodes: string[];
            /** @description Exposure base of the class rate, e.g. revenue */
            basis: string;
        };
        ClassificationsResponse: {
            /** @constant */
            success: true;
            data: {
                naics: {
                    code: string;
                    title: string;
                    /** @enum {string} */
                    level: "sector" | "subsector" | "industry_group" | "industry" | "national_industry";
                };
                items: components["schemas"]["Classification"][];
            };
        };
        ClientCertificate: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            policyId: string;
            number: string;
            holderName: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            issuedAt: string;
        };
        ClientMessage: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "pay_link" | "installment_failed" | "cancellation_rescinded" | "referral_decision";
            to: string;
            subject: string;
            status: components["schemas"]["MessageStatusName"];
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            sentAt: string | null;
        };
        ClientPayLink: {
            /** Format: uuid */
            id: string;
            /**
             * @description quote: a checkout link for a folio's applications; policy: a link paying a policy's installment or balance
             * @enum {string}
             */
            kind: "quote" | "policy";
            quoteId: string | null;
            policyId: string | null;
            /** @description What a policy link pays (a quote link pays the applications' totals) */
            amount: number | null;
            /** @description Who it was emailed to (null: the agent delivered it) */
            recipient: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            expiresAt: string;
            openedAt: string | null;
            usedAt: string | null;
        };
        ClientPayment: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "charge" | "refund";
            /** @enum {string} */
            status: "succeeded" | "failed" | "requires_action" | "processing" | "refunded";
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            amount: number;
            description: string;
            brand: string | null;
            last4: string | null;
            failureMessage: string | null;
            policyIds: string[];
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
        };
        ClientRenewal: {
            /** Format: uuid */
            policyId: string;
            /** @description When the offer is made: the program's window before expiry, never before the term starts; null when the program does not renew */
            offeredFrom: string | null;
            /**
             * @description offered: quoted and open until the term ends; accept it by paying (POST /v1/policies/{policyId}/renewal-payment). referred: priced, but the expiring term's answers refer it to an underwriter (decision 016), who decides it on the renewal folio before it can be paid
             * @enum {string}
             */
            status: "not_renewable" | "not_yet_offered" | "rating" | "offered" | "referred" | "declined" | "lapsed" | "renewed";
            /** @description The renewal folio (GET /v1/quote/{quoteId} shows its card, worksheet and documents) */
            quoteId: string | null;
            quoteRequestId: string | null;
            validUntil: string | null;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            expiringTotal: number;
            /** @description The renewal term's total, re-rated at the program's current rates */
            renewalTotal: number | null;
            renewedById: string | null;
            /** @description What differs from the expiring term, for the agent to see side by side (years in business advance by themselves); empty before an offer */
            changes: {
                /** @description A rating field ("annual_revenue", "coverage.glLimit"), an answer ("answers.yearsInBusiness"), or "total" */
                field: string;
                /** @description The expiring term's value (null: not given) */
                from: unknown;
                /** @description The renewal's value */
                to: unknown;
            }[];
            /** @description The expiring term beside the renewal, row by row: the price, every option of the program, the endorsements added, the claims-made retroactive date, the exposures rated on, and the answers that differ; empty before an offer */
            comparison: components["schemas"]["TermRow"][];
            policyNumber: string;
            /** @description The program renewed (the renewal folio's) */
            program: {
                code: string;
                name: string;
            } | null;
            /**
             * Format: date
             * @description The next term's first day: the expiring term's last, by when the offer is accepted by paying
             */
            dueDate: string;
        };
        ClockMove: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            at: string;
            /** @description Who moved it: "user:<id>" or "api_key:<id>" */
            actor: string;
            fromOffsetDays: number;
            toOffsetDays: number;
            requestId: string | null;
        };
        CoverageCheckResponse: {
            /** @constant */
            success: true;
            data: {
                /** @description Policies that already cover this application's line for the same insured during its term: binding would be refused with 409 line_already_bound */
                duplicates: {
                    /** Format: uuid */
                    policyId: string;
                    number: string;
                    programCode: string;
                    /** @enum {string} */
                    line: "BOP" | "CGL" | "PL" | "TI";
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    effectiveDate: string;
                    /**
                     * Format: date
                     * @description The first day the policy no longer covers (its expiration, or a scheduled cancellation's day)
                     */
                    coverEnd: string;
                }[];
            };
        };
        CreatedApplication: {
            /** Format: uuid */
            quoteRequestId: string;
            /** Format: uuid */
            programId: string;
            programCode: string;
            /** @enum {string} */
            programType: "BOP" | "CGL" | "PL" | "TI";
            attemptNumber: number;
            status: components["schemas"]["ApplicationStatus"];
            pricingData?: {
                currency: string;
                pricing: components["schemas"]["PricingNode"][];
            };
        };
        CreateQuoteResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["CreateQuoteResponseData"];
        };
        CreateQuoteResponseData: {
            /** Format: uuid */
            quoteId: string;
            /** Format: uuid */
            groupId: string;
            originalQuoteId: string | null;
            applications: components["schemas"]["CreatedApplication"][];
        };
        DeletedResponse: {
            /** @constant */
            success: true;
            data: {
                /** Format: uuid */
                id: string;
                /** @constant */
                deleted: true;
            };
        };
        /** @enum {string} */
        EnabledEvent: "quote.completed" | "application.quoted" | "application.referred" | "application.declined" | "application.failed" | "policy.bound" | "payment.succeeded" | "payment.failed" | "installment.due" | "installment.overdue" | "installment.paid" | "policy.cancellation_scheduled" | "policy.cancellation_rescinded" | "policy.cancelled" | "policy.renewal_offered" | "policy.renewed" | "*";
        Endorsement: {
            key: string;
            name: string;
            included: boolean;
            available: boolean;
        };
        Event: {
            /**
             * Format: uuid
             * @description The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header
             */
            id: string;
            type: components["schemas"]["EventTypeName"];
            /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
            livemode: boolean;
            /** @description The version of the data's shape */
            apiVersion: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            created: string;
            data: components["schemas"]["EventData"];
        };
        /** @description The object the event is about, as the API showed it when the event happened; `object` names its kind */
        EventData: components["schemas"]["QuoteEventData"] | components["schemas"]["ApplicationEventData"] | components["schemas"]["PolicyEventData"] | components["schemas"]["InstallmentEventData"] | components["schemas"]["PaymentEventData"];
        EventListResponse: {
            /** @constant */
            success: true;
            data: {
                items: components["schemas"]["Event"][];
                nextCursor: string | null;
                /** @description How many events match the filters (type, created[gte], created[lt]), on all pages together, counted up to 1,000: see totalCapped */
                total: number;
                /** @description true when more than 1,000 match: total is then 1,000 */
                totalCapped: boolean;
            };
        };
        EventResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Event"];
        };
        /**
         * @description quote.completed: the last application of a quote folio has its outcome; application.*: a rating outcome (or an underwriter's decline); policy.bound: a policy was issued (a renewal term too); payment.*: a charge succeeded or failed; installment.due/overdue: a schedule row fell due or past due; installment.paid: a row was paid after bind; policy.cancellation_scheduled/rescinded, policy.cancelled; policy.renewal_offered: the renewal quote was made; policy.renewed: the next term was bound
         * @enum {string}
         */
        EventTypeName: "quote.completed" | "application.quoted" | "application.referred" | "application.declined" | "application.failed" | "policy.bound" | "payment.succeeded" | "payment.failed" | "installment.due" | "installment.overdue" | "installment.paid" | "policy.cancellation_scheduled" | "policy.cancellation_rescinded" | "policy.cancelled" | "policy.renewal_offered" | "policy.renewed";
        Exposure: {
            policyYear: number;
            annualRevenue: number | null;
            annualPayroll: number | null;
            employeeCount: number | null;
            squareFootage: number | null;
            subcontractedCost: number | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            recordedAt: string;
            /** @description What recorded these figures: "api", "portal", or "quote:<quoteId>" */
            source: string;
        };
        FieldError: {
            /** @description Where the problem is, e.g. "system_payload.mailing_zip" or "programs[1]" */
            path: string;
            message: string;
            code?: string;
        };
        FolioListItem: {
            /** Format: uuid */
            quoteId: string;
            /** Format: uuid */
            groupId: string;
            originalQuoteId: string | null;
            /**
             * Format: uuid
             * @description The client quoted (GET /v1/insureds/{insuredId})
             */
            insuredId: string;
            /** @description The business, or the first traveller and how many others */
            insuredName: string;
            source: string | null;
            /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
            livemode: boolean;
            status: components["schemas"]["FolioStatus"];
            clientState: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            expiresAt: string;
            summary: components["schemas"]["FolioSummary"];
            /** @description Program codes of the folio's cards */
            programs: string[];
            session?: components["schemas"]["SessionSummary"];
        };
        FolioListResponse: {
            /** @constant */
            success: true;
            data: {
                items: components["schemas"]["FolioListItem"][];
                nextCursor: string | null;
                /** @description How many folios (or sessions) match the filters, on all pages together, counted up to 1,000: see totalCapped */
                total?: number;
                /** @description true when more than 1,000 match: total is then 1,000 (counting further would read the whole book on every page) */
                totalCapped?: boolean;
            };
        };
        /**
         * @description bound: a card was bound; expired: past expiresAt; quoting: some card is quoting; quoted: all terminal, at least one quoted or referred; no_quotes: all terminal, none quoted
         * @enum {string}
         */
        FolioStatus: "quoting" | "quoted" | "no_quotes" | "expired" | "bound";
        FolioSummary: {
            /** @description What the insured would pay for one policy of each line of business: per line (BOP, CGL, PL, TI), the bound card if there is one, else the cheapest quoted card; rival programs of one line are never added up (see lines[]) */
            totalAnnual: number;
            /** @description The monthly installments of the same cards as totalAnnual, one per line (0 for a card without a monthly plan) */
            totalMonthly: number;
            /** @description Every quoted card, rivals included */
            quotedCount: number;
            /** @description Cards declined or quote_failed */
            failedCount: number;
            quotingCount: number;
            declinedCount: number;
            /** @description Cards priced but waiting for an underwriter (not in quotedCount or the totals) */
            referredCount: number;
            boundCount: number;
            /** @description The lowest totalAnnual among quoted cards */
            bestAnnual: number | null;
            /** @description The card that prices each line in totalAnnual and totalMonthly, in the order the lines first appear */
            lines: components["schemas"]["SummaryLine"][];
        };
        HealthResponse: {
            /** @constant */
            success: true;
            data: {
                /** @enum {string} */
                status: "up" | "degraded" | "down";
                checks: {
                    [key: string]: ({
                        /** @enum {string} */
                        status: "up" | "down";
                        detail?: string;
                    } & {
                        [key: string]: unknown;
                    }) | {
                        [key: string]: {
                            /** @enum {string} */
                            status: "up" | "down";
                            detail?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The server process that answered: behind a load balancer or with WEB_CONCURRENCY, shows which one (docs/scaling.md) */
                instance: {
                    pid: number;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    startedAt: string;
                };
            };
        };
        IndicativePrice: {
            low: number | null;
            high: number | null;
            /** @description What the band assumes */
            basis: string;
        };
        Installment: {
            number: number;
            /**
             * @description balance_due: what the insured still owed when a cancellation took effect
             * @enum {string}
             */
            kind: "installment" | "balance_due";
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD
             */
            dueDate: string;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            amount: number;
            /**
             * @description As of today: due on its due date, overdue after it; void when a cancellation ended the schedule before it was paid
             * @enum {string}
             */
            status: "paid" | "overdue" | "due" | "upcoming" | "void";
            paymentId: string | null;
            voidedOn: string | null;
        };
        InstallmentEventData: {
            number: number;
            /**
             * @description balance_due: what the insured still owed when a cancellation took effect
             * @enum {string}
             */
            kind: "installment" | "balance_due";
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD
             */
            dueDate: string;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            amount: number;
            /**
             * @description As of today: due on its due date, overdue after it; void when a cancellation ended the schedule before it was paid
             * @enum {string}
             */
            status: "paid" | "overdue" | "due" | "upcoming" | "void";
            paymentId: string | null;
            /** @constant */
            object: "installment";
            /** Format: uuid */
            policyId: string;
            policyNumber: string;
            /**
             * Format: uuid
             * @description The client the policy covers (absent on events written before clients were named on installments)
             */
            insuredId?: string;
        };
        Insured: {
            /** Format: uuid */
            id: string;
            /** @constant */
            object: "insured";
            /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
            livemode: boolean;
            /** @enum {string} */
            kind: "business" | "person";
            name: string;
            dba: string | null;
            entityType: ("llc" | "corporation" | "s_corporation" | "partnership" | "sole_proprietorship" | "nonprofit" | "other") | null;
            /** @description Masked: **-***6789 */
            fein: string | null;
            contacts: {
                name: string;
                email: string | null;
                phone: string | null;
            }[];
            mailingAddress: {
                line1?: string;
                line2?: string;
                city?: string;
                state: string;
                zip: string;
            } | null;
            locations: {
                line1?: string;
                line2?: string;
                city?: string;
                state: string;
                zip: string;
            }[];
            classCodes: string[];
            /** @description Each policy year's current figures, newest year first */
            exposures: components["schemas"]["Exposure"][];
            /** @description Every recorded entry, newest first (at most 50 kept) */
            exposureHistory: components["schemas"]["Exposure"][];
            person: {
                firstName: string;
                lastName: string;
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD
                 */
                dateOfBirth: string;
                residenceState: string | null;
                countryOfResidence: string | null;
            } | null;
            /** @description The client's answers to the question bank, in the bank's order: every program's application of this client is pre-filled with them */
            answers: {
                /** @description The question bank's id; a program's application question of the same id (or x-question) is answered by it */
                questionId: string;
                question: string;
                /** @enum {string} */
                section: "business" | "operations" | "premises" | "loss_history" | "trip";
                value: unknown;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                answeredAt: string;
                /** @description "user:<id>" or "api_key:<id>" */
                answeredBy: string;
                /** @description "application:<quoteRequestId>": the application it was given to; "api": POST /v1/insureds/{insuredId}/answers */
                source: string;
                /** @description When it was last given again unchanged (confirmed for a renewal), or null */
                confirmedAt: string | null;
            }[];
            archived: boolean;
            archivedAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
        };
        InsuredDetail: {
            /** Format: uuid */
            id: string;
            /** @constant */
            object: "insured";
            /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
            livemode: boolean;
            /** @enum {string} */
            kind: "business" | "person";
            name: string;
            dba: string | null;
            entityType: ("llc" | "corporation" | "s_corporation" | "partnership" | "sole_proprietorship" | "nonprofit" | "other") | null;
            /** @description Masked: **-***6789 */
            fein: string | null;
            contacts: {
                name: string;
                email: string | null;
                phone: string | null;
            }[];
            mailingAddress: {
                line1?: string;
                line2?: string;
                city?: string;
                state: string;
                zip: string;
            } | null;
            locations: {
                line1?: string;
                line2?: string;
                city?: string;
                state: string;
                zip: string;
            }[];
            classCodes: string[];
            /** @description Each policy year's current figures, newest year first */
            exposures: components["schemas"]["Exposure"][];
            /** @description Every recorded entry, newest first (at most 50 kept) */
            exposureHistory: components["schemas"]["Exposure"][];
            person: {
                firstName: string;
                lastName: string;
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD
                 */
                dateOfBirth: string;
                residenceState: string | null;
                countryOfResidence: string | null;
            } | null;
            /** @description The client's answers to the question bank, in the bank's order: every program's application of this client is pre-filled with them */
            answers: {
                /** @description The question bank's id; a program's application question of the same id (or x-question) is answered by it */
                questionId: string;
                question: string;
                /** @enum {string} */
                section: "business" | "operations" | "premises" | "loss_history" | "trip";
                value: unknown;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                answeredAt: string;
                /** @description "user:<id>" or "api_key:<id>" */
                answeredBy: string;
                /** @description "application:<quoteRequestId>": the application it was given to; "api": POST /v1/insureds/{insuredId}/answers */
                source: string;
                /** @description When it was last given again unchanged (confirmed for a renewal), or null */
                confirmedAt: string | null;
            }[];
            archived: boolean;
            archivedAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
            /** @description The insured's quote folios, newest first (at most 50; GET /v1/quote?insuredId= pages through all) */
            quotes: {
                /** Format: uuid */
                quoteId: string;
                /** Format: uuid */
                groupId: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                createdAt: string;
                renewalOfPolicyId: string | null;
                programs: {
                    code: string;
                    name: string;
                    attemptNumber: number;
                    status: components["schemas"]["CardStatus"];
                }[];
            }[];
            /** @description The insured's policies, newest first (at most 50) */
            policies: {
                /** Format: uuid */
                id: string;
                number: string;
                /**
                 * @description As stored: GET /v1/policies/{id} tells scheduled, in force, expired or cancelled
                 * @enum {string}
                 */
                status: "active" | "cancelled";
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD
                 */
                effectiveDate: string;
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD
                 */
                expirationDate: string;
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                total: number;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                createdAt: string;
            }[];
            /** @description Policies whose renewal offer is open (rating, offered or referred), each with its price, due date and the expiring term beside it */
            renewals: components["schemas"]["ClientRenewal"][];
            /** @description Charges and refunds of the client's policies and applications, newest first (at most 50) */
            payments: components["schemas"]["ClientPayment"][];
            /** @description Certificates issued on the client's policies, newest first (at most 50) */
            certificates: components["schemas"]["ClientCertificate"][];
            /** @description Customer pay links of the client's folios and policies, newest first (at most 50 of each kind) */
            payLinks: components["schemas"]["ClientPayLink"][];
            /** @description Emails sent about the client's pay links and policies, newest first (at most 50) */
            messages: components["schemas"]["ClientMessage"][];
            /** @description Who answered (answers[].answeredBy) in words: "user:<id>" the agent's name, "api_key:<id>" the key's */
            people: {
                ref: string;
                name: string;
            }[];
        };
        InsuredDetailResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["InsuredDetail"];
        };
        InsuredListResponse: {
            /** @constant */
            success: true;
            data: {
                items: components["schemas"]["Insured"][];
                nextCursor: string | null;
            };
        };
        InsuredResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Insured"];
        };
        Invitation: {
            /** @constant */
            object: "invitation";
            /** Format: uuid */
            id: string;
            email: string;
            name: string;
            role: components["schemas"]["Role"];
            /** @enum {string} */
            status: "pending" | "accepted" | "revoked" | "expired";
            /** @description Who invited: "user:<id>" */
            invitedBy: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description The emailed link works until then, once
             */
            expiresAt: string;
            acceptedAt: string | null;
            revokedAt: string | null;
        };
        InvitationListResponse: {
            /** @constant */
            success: true;
            data: {
                /** @description Pending invitations, newest first */
                items: components["schemas"]["Invitation"][];
            };
        };
        InvitationResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Invitation"];
        };
        /**
         * @description read_only: reads everything, changes nothing; quote: reads, quotes and edits clients; quote_and_bind: also binds, sends checkout links and services policies; admin: also manages webhook endpoints and keys, reads the audit log and moves the sandbox clock
         * @enum {string}
         */
        KeyScope: "read_only" | "quote" | "quote_and_bind" | "admin";
        LivenessResponse: {
            /** @constant */
            success: true;
            data: {
                /** @constant */
                status: "live";
                /** @description The server process that answered */
                instance: {
                    pid: number;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    startedAt: string;
                };
            };
        };
        Message: {
            /** Format: uuid */
            id: string;
            /**
             * @description pay_link: a link to pay sent to the customer; installment_failed: a saved card did not pay an installment; cancellation_rescinded: a non-payment cancellation was withdrawn because nothing is overdue any more; referral_decision: a carrier's underwriter approved or declined a referral (to the agency's producers)
             * @enum {string}
             */
            kind: "pay_link" | "installment_failed" | "cancellation_rescinded" | "referral_decision";
            to: string;
            subject: string;
            status: components["schemas"]["MessageStatusName"];
            attempts: number;
            lastError: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            sentAt: string | null;
            payLinkId: string | null;
            /** @description The client the message is about (GET /v1/insureds/{insuredId}); null only for messages kept from before clients were recorded on them */
            insuredId: string | null;
        };
        MessageDetail: {
            /** Format: uuid */
            id: string;
            /**
             * @description pay_link: a link to pay sent to the customer; installment_failed: a saved card did not pay an installment; cancellation_rescinded: a non-payment cancellation was withdrawn because nothing is overdue any more; referral_decision: a carrier's underwriter approved or declined a referral (to the agency's producers)
             * @enum {string}
             */
            kind: "pay_link" | "installment_failed" | "cancellation_rescinded" | "referral_decision";
            to: string;
            subject: string;
            status: components["schemas"]["MessageStatusName"];
            attempts: number;
            lastError: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            sentAt: string | null;
            payLinkId: string | null;
            /** @description The client the message is about (GET /v1/insureds/{insuredId}); null only for messages kept from before clients were recorded on them */
            insuredId: string | null;
            text: string;
            html: string;
        };
        MessageListResponse: {
            /** @constant */
            success: true;
            data: {
                items: components["schemas"]["Message"][];
                nextCursor: string | null;
            };
        };
        MessageRef: {
            /** Format: uuid */
            id: string;
            to: string;
            status: components["schemas"]["MessageStatusName"];
            attempts: number;
            /** @description Why the last attempt failed (a retry may follow) */
            lastError: string | null;
            sentAt: string | null;
        };
        MessageResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["MessageDetail"];
        };
        /**
         * @description queued: waiting to be sent or retried; sent: accepted by the SMTP server; failed: gave up after the last retry; stored: no SMTP configured, kept in the outbox
         * @enum {string}
         */
        MessageStatusName: "queued" | "sent" | "failed" | "stored";
        NaicsHit: {
            code: string;
            title: string;
            /** @enum {string} */
            level: "sector" | "subsector" | "industry_group" | "industry" | "national_industry";
            score: number;
            /** @description The Census index term or agents' synonym (e.g. roofer) that matched, when the hit came through one */
            matchedTerm: string | null;
            /** @description A program your agency is appointed for writes a classification under this code; such codes rank first among equal matches */
            inAppetite: boolean;
            /** @description Classifications mapped to this code or its children */
            classificationCount: number;
        };
        NaicsSearchResponse: {
            /** @constant */
            success: true;
            data: {
                items: components["schemas"]["NaicsHit"][];
            };
        };
        Option: {
            key: string;
            label: string;
            /** @enum {string} */
            unit: "money" | "count" | "percent";
            values: number[];
            selectedValue: number;
        };
        PasswordResetDone: {
            /** @constant */
            object: "password_reset";
            /** @description Sign in with this email and the new password */
            email: string;
        };
        PasswordResetDoneResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PasswordResetDone"];
        };
        PasswordResetRequested: {
            /** @constant */
            object: "password_reset_request";
            /** @description The same sentence whether or not an account has the email */
            message: string;
        };
        PasswordResetRequestedResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PasswordResetRequested"];
        };
        PayLink: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The client whose quotes the link pays (GET /v1/insureds/{insuredId})
             */
            insuredId: string;
            token: string;
            url: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            expiresAt: string;
            status: components["schemas"]["PayLinkStatusName"];
            /** @description The email announcing the link, when an email was given */
            message: components["schemas"]["MessageRef"] | null;
        };
        PayLinkListItem: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The client whose quotes the link pays
             */
            insuredId: string;
            status: components["schemas"]["PayLinkStatusName"];
            recipient: string | null;
            quoteRequestIds: string[];
            /** @enum {string} */
            paymentPlan: "annual" | "monthly";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            openedAt: string | null;
            paidAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            expiresAt: string;
            message: components["schemas"]["MessageRef"] | null;
        };
        PayLinkListResponse: {
            /** @constant */
            success: true;
            data: {
                items: components["schemas"]["PayLinkListItem"][];
            };
        };
        PayLinkResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PayLink"];
        };
        /**
         * @description What happened last: paid, expired, opened by the customer, else the email's status (created: no email asked for)
         * @enum {string}
         */
        PayLinkStatusName: "created" | "queued" | "sent" | "stored" | "failed" | "opened" | "paid" | "expired";
        PayLinkSummary: {
            agencyName: string;
            insuredName: string;
            /** @enum {string} */
            paymentPlan: "annual" | "monthly";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            expiresAt: string;
            items: {
                /** Format: uuid */
                quoteRequestId: string;
                program: string;
                carrier: string;
                effectiveDate: string | null;
                expirationDate: string | null;
                /** @description What the plan's schedule asks for in all: the policy total plus installment fees */
                total: number;
                /** @description Premium, fees and taxes of the term */
                policyTotal: number;
                installments: number;
                /** @description Charged on each installment */
                installmentFee: number;
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                dueToday: number;
                /** @description Every payment of the plan (annual: one) */
                schedule: {
                    number: number;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    dueDate: string;
                    /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                    amount: number;
                }[];
                coverages: {
                    key: string;
                    name: string;
                    limit: number | null;
                    deductible: number | null;
                }[];
                documents: {
                    type: string;
                    label: string;
                    url: string;
                }[];
            }[];
            /** @description The first payment of every item: what paying the link charges */
            dueToday: number;
            /** @description Every payment of every item's schedule added up */
            scheduleTotal: number;
            billing: {
                method: string;
                publishableKey: string | null;
            };
            /** @enum {string} */
            status: "open" | "paid";
            /** @description Once paid: what was paid, when, and the policies issued */
            receipt: {
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                paidAt: string;
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                amountPaid: number;
                policies: {
                    number: string;
                    program: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    effectiveDate: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    expirationDate: string;
                    documents: {
                        type: string;
                        label: string;
                        url: string;
                    }[];
                }[];
            } | null;
        };
        PayLinkSummaryResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PayLinkSummary"];
        };
        Payment: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "charge" | "refund";
            provider: string;
            /**
             * @description Updated by provider webhooks; it only moves forward
             * @enum {string}
             */
            status: "succeeded" | "failed" | "requires_action" | "processing" | "refunded";
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            amount: number;
            /** @constant */
            currency: "USD";
            description: string;
            brand: string | null;
            last4: string | null;
            failureCode: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
        };
        PaymentAction: {
            /**
             * Format: uuid
             * @description The payment; confirm it with POST confirmUrl once the cardholder has authenticated
             */
            id: string;
            /** @constant */
            status: "requires_action";
            /** @description The PaymentIntent's client secret, for Stripe.js handleNextAction({ clientSecret }) */
            clientSecret: string;
            /** @description use_stripe_sdk: call Stripe.js handleNextAction; redirect_to_url: open url (in a frame or window) and wait for it */
            nextAction: {
                /** @enum {string} */
                type: "use_stripe_sdk" | "redirect_to_url";
                /** @description redirect_to_url: the page where the cardholder authenticates (the offline provider's challenge page) */
                url?: string;
            };
            /** @description Where to POST once the cardholder is done: it binds (201) or answers why not */
            confirmUrl: string;
        };
        PaymentEventData: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "charge" | "refund";
            provider: string;
            /**
             * @description Updated by provider webhooks; it only moves forward
             * @enum {string}
             */
            status: "succeeded" | "failed" | "requires_action" | "processing" | "refunded";
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            amount: number;
            /** @constant */
            currency: "USD";
            description: string;
            brand: string | null;
            last4: string | null;
            failureCode: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /** @constant */
            object: "payment";
            failureMessage: string | null;
            /** @description The policies it paid (empty for a bind whose charge failed) */
            policyIds: string[];
            /** @description The applications a bind charged for */
            applicationIds: string[];
            /**
             * Format: uuid
             * @description The client paying (absent on events written before clients were named on payments)
             */
            insuredId?: string;
        };
        PaymentOption: {
            method: string;
            label: string;
            frequencies: {
                /** @enum {string} */
                frequency: "annual" | "monthly";
                installments: number;
                /** @description The first installment, charged at bind, installment fee included (the whole amount on an annual plan) */
                downPayment: number;
                /** @description Each installment after the down payment, installment fee included (the last may differ by the rounding) */
                amount: number;
                /** @description The last installment, installment fee included: it takes the rounding */
                lastAmount: number;
                /** @description Charged on each installment */
                installmentFee: number;
                /** @description What the whole schedule asks for: the total plus every installment fee */
                total: number;
            }[];
        };
        PayWithLinkResponse: {
            /** @constant */
            success: true;
            data: {
                /** @constant */
                status: "paid";
                policies: {
                    number: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    effectiveDate: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    expirationDate: string;
                    /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                    total: number;
                }[];
                payment: components["schemas"]["Payment"];
            };
        };
        PeopleListResponse: {
            /** @constant */
            success: true;
            data: {
                /** @description Users by name, then pending invitations, newest first */
                items: components["schemas"]["Person"][];
            };
        };
        Person: {
            /** @constant */
            object: "person";
            /**
             * Format: uuid
             * @description The user's id, or the invitation's while status is invited
             */
            id: string;
            email: string;
            name: string;
            role: components["schemas"]["Role"];
            /** @enum {string} */
            status: "active" | "deactivated" | "invited";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            deactivatedAt: string | null;
            /** @description Invited: when the invitation's link stops working */
            invitationExpiresAt: string | null;
        };
        PingResponse: {
            /** @constant */
            success: true;
            data: {
                /** @constant */
                ok: true;
                /** @description The agency whose data the caller sees: in test mode its test twin */
                agency: {
                    /** Format: uuid */
                    id: string;
                    slug: string;
                    name: string;
                };
                /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
                livemode: boolean;
                /** @description null when called from a portal session */
                apiKey: {
                    /** Format: uuid */
                    id: string;
                } | null;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                time: string;
            };
        };
        Policy: {
            /** Format: uuid */
            id: string;
            /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
            livemode: boolean;
            number: string;
            status: components["schemas"]["PolicyState"];
            /** Format: uuid */
            quoteId: string;
            applicationId: string | null;
            renewalOfId: string | null;
            program: {
                /** Format: uuid */
                id: string;
                code: string;
                name: string;
                /** @enum {string} */
                type: "BOP" | "CGL" | "PL" | "TI";
            };
            carrier: {
                /** Format: uuid */
                id: string;
                name: string;
                code: string;
            };
            insured: {
                /**
                 * Format: uuid
                 * @description The client (GET /v1/insureds/{insuredId})
                 */
                id: string;
                name: string;
                state: string | null;
                zip: string | null;
            };
            /** @description The insured's street address given at bind; null when it was not given */
            premisesAddress: components["schemas"]["PostalAddress"] | null;
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD
             */
            effectiveDate: string;
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD
             */
            expirationDate: string;
            /** @enum {string} */
            coverageTrigger: "occurrence" | "claims_made";
            /** @description Claims-made programs: claims for work before this date are not covered. The application's priorActsDate when answered, else the effective date (no prior acts). Null for occurrence programs */
            retroactiveDate: string | null;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            premium: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            fees: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            taxes: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            total: number;
            feeLines: {
                code: string;
                label: string;
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                amount: number;
            }[];
            taxLines: {
                code: string;
                label: string;
                rate: number;
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                amount: number;
            }[];
            coverages: {
                key: string;
                name: string;
                limit: number | null;
                deductible: number | null;
            }[];
            /** @description The program's included endorsements, then those added to this policy */
            endorsements: {
                key: string;
                name: string;
                /** @description true: in the program's premium; false: added to this policy and priced on its worksheet */
                included: boolean;
                /** @description What adding it cost (in the premium); null when included */
                premium: number | null;
            }[];
            /** @description The additional-insured schedule given at bind; empty when none */
            additionalInsureds: {
                name: string;
                address: components["schemas"]["PostalAddress"] | null;
                relationship: string | null;
            }[];
            /** @description The limits schedule the declarations print, from the options bound (aggregates, sub-limits, deductibles) */
            limits: components["schemas"]["ScheduledLimit"][];
            /** @description Forms and endorsements of the policy, as the declarations list them */
            forms: {
                formNumber: string;
                title: string;
            }[];
            /** @description Certificates of insurance issued on the policy, oldest first */
            certificates: components["schemas"]["Certificate"][];
            /** @enum {string} */
            paymentPlan: "annual" | "monthly";
            billing: {
                /** @description Charged on each installment of the plan */
                installmentFee: number;
                /** @description The installment fees of the installments on the schedule (a voided installment's fee is never charged) */
                installmentFees: number;
                /** @description What the schedule asks for in all: the policy total plus installment fees, until a cancellation settles it */
                scheduleTotal: number;
                /** @description The schedule's paid rows, installment fees included; the payments table adds up to the same */
                paidToDate: number;
                /** @description Every unpaid, not void row */
                balanceDue: number;
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                overdue: number;
                nextDue: {
                    number: number;
                    /** @enum {string} */
                    kind: "installment" | "balance_due";
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    dueDate: string;
                    /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                    amount: number;
                } | null;
            };
            /** @description The saved card each later installment is charged to on its due date (a failed charge is retried on days 3, 5 and 7, then the policy is cancelled for non-payment after its grace); null: installments are paid by hand */
            autopay: {
                card: {
                    brand: string | null;
                    last4: string | null;
                    expMonth: number | null;
                    expYear: number | null;
                };
                /**
                 * Format: date-time
                 * @description When this card was saved (at bind, or when the insured paid with it from a link)
                 */
                since: string;
                /** @description Where the insured is told when a charge fails (the bind's billingEmail, or its pay link's address) */
                email: string | null;
            } | null;
            schedule: components["schemas"]["Installment"][];
            payments: components["schemas"]["Payment"][];
            documents: {
                type: string;
                label: string;
                url: string;
            }[];
            history: {
                type: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                at: string;
                detail: {
                    [key: string]: unknown;
                };
            }[];
            cancellation: components["schemas"]["Cancellation"] | null;
            renewal: {
                /** @description When the renewal offer is made (null: this program does not renew) */
                offeredFrom: string | null;
                /** @description The renewal folio, once offered */
                offerQuoteId: string | null;
                /** @description The next term's policy, once accepted */
                renewedById: string | null;
            };
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
        };
        PolicyEventData: {
            /** @constant */
            object: "policy";
            /** Format: uuid */
            id: string;
            number: string;
            status: components["schemas"]["PolicyState"];
            /** Format: uuid */
            quoteId: string;
            applicationId: string | null;
            renewalOfId: string | null;
            /** @description The next term's policy, once bound (policy.renewed) */
            renewedById: string | null;
            program: {
                /** Format: uuid */
                id: string;
                code: string;
                name: string;
                /** @enum {string} */
                type: "BOP" | "CGL" | "PL" | "TI";
            };
            insured: {
                /**
                 * Format: uuid
                 * @description The client
                 */
                id: string;
                name: string;
                state: string | null;
                zip: string | null;
            };
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD
             */
            effectiveDate: string;
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD
             */
            expirationDate: string;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            premium: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            fees: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            taxes: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            total: number;
            /** @enum {string} */
            paymentPlan: "annual" | "monthly";
            cancellation: components["schemas"]["Cancellation"] | null;
            /** @description policy.renewal_offered: the renewal quote, rated like any other (application.* events follow) */
            renewalOffer: {
                /** Format: uuid */
                quoteId: string;
                /** Format: uuid */
                quoteRequestId: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                validUntil: string;
            } | null;
        };
        PolicyListItem: {
            /** Format: uuid */
            id: string;
            number: string;
            status: components["schemas"]["PolicyState"];
            program: {
                /** Format: uuid */
                id: string;
                code: string;
                name: string;
                /** @enum {string} */
                type: "BOP" | "CGL" | "PL" | "TI";
            };
            insured: {
                /**
                 * Format: uuid
                 * @description The client (GET /v1/insureds/{insuredId})
                 */
                id: string;
                name: string;
                state: string | null;
                zip: string | null;
            };
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD
             */
            effectiveDate: string;
            /**
             * Format: date
             * @description Calendar date, YYYY-MM-DD
             */
            expirationDate: string;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            total: number;
            /** @enum {string} */
            paymentPlan: "annual" | "monthly";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
        };
        PolicyListResponse: {
            /** @constant */
            success: true;
            data: {
                items: components["schemas"]["PolicyListItem"][];
                nextCursor: string | null;
            };
        };
        PolicyPayLinkCreated: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uri
             * @description The page the insured opens to pay; the token in it is the only credential
             */
            url: string;
            /** @description Shown once: only its hash is stored */
            token: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            expiresAt: string;
            item: {
                /**
                 * @description balance_due: what the insured still owed when a cancellation took effect
                 * @enum {string}
                 */
                kind: "installment" | "balance_due";
                number: number;
                /** @description Installments in the plan (for installment n of N) */
                installments: number;
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD
                 */
                dueDate: string;
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                amount: number;
            };
        };
        PolicyPayLinkCreatedResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PolicyPayLinkCreated"];
        };
        PolicyPayLinkSummary: {
            agencyName: string;
            insuredName: string;
            policy: {
                number: string;
                program: string;
                carrier: string;
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD
                 */
                effectiveDate: string;
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD
                 */
                expirationDate: string;
            };
            item: {
                /**
                 * @description balance_due: what the insured still owed when a cancellation took effect
                 * @enum {string}
                 */
                kind: "installment" | "balance_due";
                number: number;
                /** @description Installments in the plan (for installment n of N) */
                installments: number;
                /**
                 * Format: date
                 * @description Calendar date, YYYY-MM-DD
                 */
                dueDate: string;
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                amount: number;
            };
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            expiresAt: string;
            billing: {
                method: string;
                publishableKey: string | null;
            };
            /** @enum {string} */
            status: "open" | "paid";
            /** @description Once paid: the payment */
            receipt: {
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                paidAt: string;
                payment: components["schemas"]["Payment"];
            } | null;
        };
        PolicyPayLinkSummaryResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["PolicyPayLinkSummary"];
        };
        PolicyResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Policy"];
        };
        /**
         * @description Derived from the dates as of today: scheduled before the effective date, in_force during the term, pending_cancellation when a cancellation is scheduled, cancelled once it took effect, expired after the term
         * @enum {string}
         */
        PolicyState: "scheduled" | "in_force" | "pending_cancellation" | "cancelled" | "expired";
        PortalSession: {
            /** @constant */
            object: "portal_session";
            /** Format: uuid */
            id: string;
            /** @description The session this request came with (this browser) */
            current: boolean;
            /** @description The browser and system its User-Agent names, in words: "Firefox on Windows" */
            browser: string;
            /** @description The address it signed in from, when known */
            address: string | null;
            /**
             * Format: date-time
             * @description When it signed in
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it last made a request (to the minute)
             */
            lastSeenAt: string;
            /**
             * Format: date-time
             * @description When it ends by itself, however active: 12 hours after signing in
             */
            expiresAt: string;
        };
        PortalSessionListResponse: {
            /** @constant */
            success: true;
            data: {
                /** @description Your live sessions: this one first, then the most recently active */
                items: components["schemas"]["PortalSession"][];
            };
        };
        PostalAddress: {
            line1: string;
            line2: string | null;
            city: string;
            state: string;
            zip: string;
        };
        Pricing: {
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            annualPremium: number;
            /** @description Premium / 12; null when the program has no monthly plan (single-trip travel) */
            monthlyPremium: number | null;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            taxes: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            fees: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            totalAnnual: number;
            /** @description One regular monthly installment after the down payment, installment fee included; null when the program has no monthly plan */
            totalMonthly: number | null;
            /** @description The monthly plan's first installment, charged at bind: the program's down payment (a percentage of the total or some installments' worth), installment fee included; null when the program has no monthly plan */
            monthlyDownPayment: number | null;
            currency: string;
        };
        PricingNode: {
            /** Format: uuid */
            programId: string;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            premium: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            fees: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            taxes: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            total: number;
        };
        Problem: {
            type: string;
            title: string;
            status: number;
            detail: string;
            instance?: string;
            requestId?: string;
            /** @constant */
            success: false;
            errors?: components["schemas"]["FieldError"][];
            payment?: components["schemas"]["PaymentAction"];
            /** @description forbidden: the permission the operation needs, which the caller's role or key scope lacks (decision 040) */
            requiredPermission?: string;
        };
        Program: {
            /** Format: uuid */
            id: string;
            name: string;
            code: string;
            /** @enum {string} */
            type: "BOP" | "CGL" | "PL" | "TI";
            slug: string;
            description: string;
            tagline: string;
            tier: string;
            isFeatured: boolean;
            renewalType: string;
            renewalFrequency: string;
            quoteValidityDays: number;
            marketing: {
                shortDescription: string;
                badges: string[];
                cardHighlights: string[];
            };
        };
        ProgramAppetite: {
            program: components["schemas"]["ProgramHeader"];
            inAppetite: boolean;
            /** @description Why not, with the same codes and messages a quote's decline carries */
            reasons: {
                code: string;
                message: string;
            }[];
            limits: components["schemas"]["AppetiteLimits"];
        };
        ProgramCard: {
            /**
             * Format: uuid
             * @description The card's id; equal to quoteRequestId (a card is the view of one application)
             */
            id: string;
            /** Format: uuid */
            quoteRequestId: string;
            attemptNumber: number;
            status: components["schemas"]["CardStatus"];
            applicationStatus: components["schemas"]["ApplicationStatus"];
            effectiveDate: string | null;
            expirationDate: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            validUntil: string;
            /** @description A later attempt of this program exists in the group (the insured was re-quoted): this card can no longer be bound or sent as a pay link (409 superseded_quote); bind the latest attempt. An addition to the spec's card; status keeps the spec's vocabulary */
            superseded: boolean;
            /** @description The highest attempt number of this program in the group; above attemptNumber when superseded */
            latestAttemptNumber: number;
            /** @description validUntil has passed: this card can no longer be bound or sent as a pay link (409 quote_expired); re-quote. An addition to the spec's card */
            expired: boolean;
            ratedAt: string | null;
            programState: {
                coverage: {
                    [key: string]: number;
                };
            };
            program: components["schemas"]["Program"];
            carrier: components["schemas"]["Carrier"];
            /** @description null until the card is quoted */
            pricing: components["schemas"]["Pricing"] | null;
            options: components["schemas"]["Option"][];
            endorsements: components["schemas"]["CardEndorsement"][];
            paymentOptions: components["schemas"]["PaymentOption"][];
            billing: components["schemas"]["Billing"];
            documents: {
                type: string;
                label: string;
                url: string;
            }[];
            notices: {
                text: string;
                type: string;
                level: string;
                code?: string;
            }[];
            termsAndConditions: {
                title: string;
                text: string;
            }[];
            failureReason: string | null;
            /** @description Why the carrier declined (empty unless declined); also shown among the notices */
            declineReasons: {
                code: string;
                message: string;
                /** @description underwriting_knockout: the program's rule that declined */
                rule?: string;
            }[];
            underwriting: components["schemas"]["Underwriting"];
            systemPayloadHash: string;
        };
        ProgramCarrier: {
            /** Format: uuid */
            id: string;
            name: string;
            code: string;
            /** @description false: a surplus lines (non-admitted) carrier */
            admitted: boolean;
        };
        ProgramDetail: {
            /** Format: uuid */
            id: string;
            name: string;
            code: string;
            /** @enum {string} */
            type: "BOP" | "CGL" | "PL" | "TI";
            slug: string;
            description: string;
            tagline: string;
            tier: string;
            isFeatured: boolean;
            renewalType: string;
            renewalFrequency: string;
            quoteValidityDays: number;
            marketing: {
                shortDescription: string;
                badges: string[];
                cardHighlights: string[];
            };
            carrier: components["schemas"]["ProgramCarrier"];
            coverages: {
                key: string;
                name: string;
                description: string;
                limitOptionKey: string | null;
                deductibleOptionKey: string | null;
            }[];
            options: {
                key: string;
                label: string;
                /** @enum {string} */
                unit: "money" | "count" | "percent";
                values: number[];
                default: number;
            }[];
            endorsements: {
                key: string;
                name: string;
                included: boolean;
                available: boolean;
                premium: number | null;
            }[];
            eligibility: components["schemas"]["ProgramEligibility"];
            statesWritten: string[];
            /** @description Classifications in appetite (business programs) */
            classCodes: string[];
            /** @description Application questions as JSON Schema (draft 2020-12) */
            applicationForm: {
                [key: string]: unknown;
            };
            paymentPlans: {
                /** @enum {string} */
                frequency: "annual" | "monthly";
                installments: number;
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                installmentFee: number;
            }[];
            notices: {
                text: string;
                type: string;
                level: string;
                code?: string;
            }[];
            termsAndConditions: {
                title: string;
                text: string;
            }[];
        };
        ProgramDetailResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["ProgramDetail"];
        };
        ProgramEligibility: {
            /** @constant */
            kind: "business";
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            maxRevenue: number;
            maxEmployees: number;
        } | {
            /** @constant */
            kind: "travel";
            maxTripDays: number;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            maxTripCost: number;
            maxTravellerAge: number;
            excludedDestinations: string[];
            residenceCountries: string[];
        };
        ProgramHeader: {
            /** Format: uuid */
            id: string;
            name: string;
            code: string;
            /** @enum {string} */
            type: "BOP" | "CGL" | "PL" | "TI";
            slug: string;
            description: string;
            tagline: string;
            tier: string;
            isFeatured: boolean;
            renewalType: string;
            renewalFrequency: string;
            quoteValidityDays: number;
            marketing: {
                shortDescription: string;
                badges: string[];
                cardHighlights: string[];
            };
            carrier: components["schemas"]["ProgramCarrier"];
        };
        ProgramHeaderResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["ProgramHeader"];
        };
        ProgramListResponse: {
            /** @constant */
            success: true;
            data: {
                items: components["schemas"]["ProgramHeader"][];
            };
        };
        Question: {
            /** @description The canonical question id: answer it by this id */
            id: string;
            /** @enum {string} */
            section: "business" | "operations" | "premises" | "loss_history" | "trip";
            /** @enum {string} */
            type: "integer" | "boolean" | "string" | "date";
            wording: string;
            /** @description The answer changes with time (years in business, claims in 3 years): re-confirmed at renewal */
            ages: boolean;
            /** @description A follow-up: listed only while this question's answer holds (equals the value, or is above the number) */
            followUpOf: {
                question: string;
                equals?: unknown;
                above?: number;
            } | null;
            /** @description The programs that ask it, each with its own application form key */
            programs: {
                code: string;
                /** @description The program's own form key for this question */
                key: string;
            }[];
            /** @description The client's answer, or null while unanswered */
            answer: {
                /** @description "user:<id>" or "api_key:<id>" */
                answeredBy: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                answeredAt: string;
                /** @description "api" (POST /v1/insureds/{id}/answers) or "application:<quoteRequestId>" (the application it was given to) */
                source: string;
                value: unknown;
                /** @description When the answer was last given again unchanged (a renewal's confirmation), or null */
                confirmedAt: string | null;
                confirmedBy: string | null;
            } | null;
            /** @description The answer ages and was last given before the client's open renewal offer was made: confirm it for the new term (send it again, unchanged or new, to POST .../answers) */
            toConfirm: boolean;
        };
        Questionnaire: {
            /** Format: uuid */
            insuredId: string;
            /** @description The programs the questions are for */
            programs: {
                code: string;
                name: string;
                /** @enum {string} */
                type: "BOP" | "CGL" | "PL" | "TI";
            }[];
            /** @description The bank questions that apply to this client for these programs, in section order */
            questions: components["schemas"]["Question"][];
            /** @description The ids of the listed questions not yet answered, in order: what to ask next */
            unanswered: string[];
            /** @description The ids of the listed answers to confirm for the client's open renewal (questions[].toConfirm), in order */
            toConfirm: string[];
            /** @description Each program's own questions, not in the bank: answered on that application (POST .../applications/{quoteRequestId}/form) */
            programQuestions: {
                program: string;
                key: string;
                title: string | null;
                required: boolean;
                /** @description The question's JSON Schema, from the program's application form */
                schema: unknown;
            }[];
        };
        QuestionnaireResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Questionnaire"];
        };
        QuoteEventData: {
            /** @constant */
            object: "quote";
            /**
             * Format: uuid
             * @description The quote folio's id: the quoteId
             */
            id: string;
            /** Format: uuid */
            groupId: string;
            /**
             * Format: uuid
             * @description The client quoted
             */
            insuredId: string;
            /** @description Set when the folio is a policy's renewal offer */
            renewalOfPolicyId: string | null;
            applications: {
                /** Format: uuid */
                id: string;
                program: string;
                status: components["schemas"]["CardStatus"];
                total: number | null;
            }[];
        };
        QuoteFolio: {
            /** Format: uuid */
            quoteId: string;
            /** Format: uuid */
            groupId: string;
            originalQuoteId: string | null;
            /**
             * Format: uuid
             * @description The client quoted (GET /v1/insureds/{insuredId})
             */
            insuredId: string;
            /** @description The business, or the first traveller and how many others */
            insuredName: string;
            source: string | null;
            /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
            livemode: boolean;
            status: components["schemas"]["FolioStatus"];
            clientState: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            expiresAt: string;
            quotes: components["schemas"]["ProgramCard"][];
            summary: components["schemas"]["FolioSummary"];
        };
        QuoteFolioResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["QuoteFolio"];
        };
        QuoteSession: {
            /** Format: uuid */
            groupId: string;
            /**
             * Format: uuid
             * @description The folio named in the path
             */
            quoteId: string;
            /**
             * Format: uuid
             * @description The session's newest folio
             */
            latestQuoteId: string;
            /**
             * Format: uuid
             * @description The client quoted (every folio of a session is the same client's)
             */
            insuredId: string;
            /** @description As on the newest folio */
            insuredName: string;
            /** @description Over the latest attempts, as a folio's status is over its cards */
            status: components["schemas"]["FolioStatus"];
            /**
             * Format: date-time
             * @description When the session's first folio was created
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When its newest folio was created
             */
            updatedAt: string;
            /**
             * Format: date-time
             * @description The latest validity among the latest attempts' folios
             */
            expiresAt: string;
            folioCount: number;
            /** @description The latest attempt of every program quoted in the session, in the order programs were first quoted */
            quotes: components["schemas"]["SessionCard"][];
            /** @description As a folio's summary, over the latest attempts */
            summary: components["schemas"]["FolioSummary"];
            /** @description Every earlier attempt, newest first: replaced, never bindable */
            history: components["schemas"]["ReplacedAttempt"][];
        };
        QuoteSessionResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["QuoteSession"];
        };
        RateResponse: {
            /** @constant */
            success: true;
            data: {
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                ratedAt: string;
                results: components["schemas"]["RateResult"][];
            };
        };
        RateResult: {
            program: {
                /** Format: uuid */
                id: string;
                code: string;
                name: string;
                /** @enum {string} */
                type: "BOP" | "CGL" | "PL" | "TI";
            };
            carrier: {
                /** Format: uuid */
                id: string;
                name: string;
                code: string;
            };
            /** @enum {string} */
            status: "quoted" | "declined" | "quote_failed";
            /** @description The option values rated */
            coverage: {
                [key: string]: number;
            };
            pricing: components["schemas"]["Pricing"] | null;
            premiumDetail: {
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                premium: number;
                fees: {
                    code: string;
                    label: string;
                    /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                    amount: number;
                }[];
                taxes: {
                    code: string;
                    label: string;
                    rate: number;
                    /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                    amount: number;
                }[];
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                total: number;
            } | null;
            /** @description Every rating step with its factor and the running premium */
            worksheet: {
                step: string;
                label: string;
                factor: number | null;
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                amount: number;
                /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                running: number;
            }[] | null;
            reasons: {
                code: string;
                message: string;
            }[];
            failureReason: string | null;
        };
        ReadinessResponse: {
            /** @constant */
            success: true;
            data: {
                /** @enum {string} */
                status: "ready" | "not_ready";
                /** @description shutdown: down once the process is stopping; migrations: down while any this build ships is not applied; worker: this process's rating worker, where it runs one */
                checks: {
                    shutdown: {
                        /** @enum {string} */
                        status: "up" | "down";
                        detail?: string;
                    };
                    database: {
                        /** @enum {string} */
                        status: "up" | "down";
                        detail?: string;
                    };
                    migrations: {
                        /** @enum {string} */
                        status: "up" | "down";
                        detail?: string;
                    };
                    worker: {
                        /** @enum {string} */
                        status: "up" | "down";
                        detail?: string;
                    };
                };
                /** @description The server process that answered */
                instance: {
                    pid: number;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    startedAt: string;
                };
            };
        };
        RedeliverResponse: {
            /** @constant */
            success: true;
            data: {
                items: components["schemas"]["WebhookDelivery"][];
            };
        };
        Renewal: {
            /** Format: uuid */
            policyId: string;
            /** @description When the offer is made: the program's window before expiry, never before the term starts; null when the program does not renew */
            offeredFrom: string | null;
            /**
             * @description offered: quoted and open until the term ends; accept it by paying (POST /v1/policies/{policyId}/renewal-payment). referred: priced, but the expiring term's answers refer it to an underwriter (decision 016), who decides it on the renewal folio before it can be paid
             * @enum {string}
             */
            status: "not_renewable" | "not_yet_offered" | "rating" | "offered" | "referred" | "declined" | "lapsed" | "renewed";
            /** @description The renewal folio (GET /v1/quote/{quoteId} shows its card, worksheet and documents) */
            quoteId: string | null;
            quoteRequestId: string | null;
            validUntil: string | null;
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            expiringTotal: number;
            /** @description The renewal term's total, re-rated at the program's current rates */
            renewalTotal: number | null;
            renewedById: string | null;
            /** @description What differs from the expiring term, for the agent to see side by side (years in business advance by themselves); empty before an offer */
            changes: {
                /** @description A rating field ("annual_revenue", "coverage.glLimit"), an answer ("answers.yearsInBusiness"), or "total" */
                field: string;
                /** @description The expiring term's value (null: not given) */
                from: unknown;
                /** @description The renewal's value */
                to: unknown;
            }[];
            /** @description The expiring term beside the renewal, row by row: the price, every option of the program, the endorsements added, the claims-made retroactive date, the exposures rated on, and the answers that differ; empty before an offer */
            comparison: components["schemas"]["TermRow"][];
        };
        RenewalPaymentResponse: {
            /** @constant */
            success: true;
            data: {
                /** @enum {string} */
                kind: "installment" | "balance_due" | "renewal";
                policy: components["schemas"]["Policy"];
                renewal: components["schemas"]["Policy"] | null;
                payment: components["schemas"]["Payment"];
            };
        };
        RenewalResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["Renewal"];
        };
        ReplacedAttempt: {
            /** Format: uuid */
            quoteRequestId: string;
            /** Format: uuid */
            quoteId: string;
            programCode: string;
            programName: string;
            attemptNumber: number;
            /** @description The program's latest attempt, which replaces this one */
            replacedByAttempt: number;
            status: components["schemas"]["CardStatus"];
            totalAnnual: number | null;
            /**
             * Format: date-time
             * @description When the folio holding this attempt was created
             */
            createdAt: string;
        };
        RequirementsData: {
            programs: {
                /** Format: uuid */
                programId: string;
                programCode: string;
                programName: string;
                /** @enum {string} */
                programType: "BOP" | "CGL" | "PL" | "TI";
                /** @description The program's appetite for class_code (and state): null without class_code, and for travel programs */
                appetite: {
                    eligible: boolean;
                    /** @description Why the program would decline the class (and state), in the quote's words */
                    reasons: {
                        code: string;
                        message: string;
                    }[];
                } | null;
            }[];
            /** @description The rating fields POST /v1/quote requires for these programs, merged: a request missing any of them is answered 400 naming each */
            fields: {
                /** @description As create-quote names it (top level or in system_payload): "class_code", "coverage.tripCost" */
                field: string;
                /** @description The codes of the programs that require it */
                requiredBy: string[];
                /** @description null: required for this request; otherwise when it becomes required (a fact the query left out decides) */
                condition: string | null;
                description: string | null;
                /** @description The field's JSON Schema, as the OpenAPI document declares it */
                schema: {
                    [key: string]: unknown;
                };
            }[];
            /** @description Each program's options: optional, each with its default */
            options: {
                programCode: string;
                /** @description Sent in coverage.<key> (every program that has it) or program_options.<code>.<key> */
                key: string;
                label: string;
                /** @enum {string} */
                unit: "money" | "count" | "percent";
                /** @description The values offered (dollars for money) */
                values: number[];
                default: number;
            }[];
            /** @description Application questions answered before binding, in order (business, operations, premises, loss history): not needed to quote */
            questions: {
                /** @description The canonical question id: one answer serves every program that asks it */
                id: string;
                /** @enum {string} */
                section: "business" | "operations" | "premises" | "loss_history" | "trip";
                /** @enum {string} */
                type: "integer" | "boolean" | "string" | "date";
                wording: string;
                askedBy: {
                    programCode: string;
                    /** @description The program's own form key */
                    key: string;
                    required: boolean;
                }[];
                /** @description Asked only once this answer is given (sprinklered → sprinkler type) */
                followUpOf: {
                    question: string;
                    equals?: unknown;
                    above?: number;
                } | null;
                /** @description Without class_code: asked only of classes starting with one of these */
                classPrefixes: string[] | null;
                /** @description Without state: asked only of risks in one of these states */
                states: string[] | null;
                /** @description Re-confirmed at renewal (years in business, claims in 3 years) */
                ages: boolean;
            }[];
            /** @description Questions a program asks that have no canonical question: answered on that program's application */
            programQuestions: {
                programCode: string;
                key: string;
                title: string;
                type: string;
                required: boolean;
            }[];
        };
        RequirementsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["RequirementsData"];
        };
        RequotePreviewData: {
            /**
             * Format: uuid
             * @description The folio the re-quote starts from (the path's)
             */
            quoteId: string;
            /** Format: uuid */
            groupId: string;
            /** @description The rating block the re-quote would store: the request merged over the folio's, with each program's own options */
            systemPayload: {
                [key: string]: unknown;
            };
            /** @description Folio-wide fields that change, from the folio's block (each program's own options are under programs[]) */
            changes: {
                /** @description A rating field ("annual_revenue") or a folio-wide option ("coverage.glLimit") */
                field: string;
                from: unknown;
                to: unknown;
            }[];
            /** @description Each program the re-quote touches */
            programs: {
                /** Format: uuid */
                programId: string;
                programCode: string;
                programName: string;
                /**
                 * @description added: the program has no attempt in the session yet
                 * @enum {string}
                 */
                effect: "requoted" | "added";
                /** @description The attempt the re-quote would make */
                attemptNumber: number;
                /** @description Every option of the program, in the units of the card's options[] (dollars for money) */
                options: {
                    key: string;
                    label: string;
                    /** @enum {string} */
                    unit: "money" | "count" | "percent";
                    /** @description As its latest attempt in the session was rated (null when added) */
                    from: number | null;
                    /** @description As the re-quote would rate it */
                    to: number;
                    changed: boolean;
                }[];
                /** @description The added endorsement keys, before and after */
                endorsements: {
                    from: string[] | null;
                    to: string[];
                };
            }[];
            /** @description The session's programs the re-quote leaves as they are */
            notRequoted: {
                /** Format: uuid */
                programId: string;
                programCode: string;
                programName: string;
            }[];
        };
        RequotePreviewResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["RequotePreviewData"];
        };
        RevokedOtherSessions: {
            /** @description How many of your other sessions were signed out (0 when there were none) */
            revoked: number;
        };
        RevokedOtherSessionsResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["RevokedOtherSessions"];
        };
        RevokedPortalSession: {
            /** @constant */
            object: "portal_session";
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description When it was signed out: its next request is refused, and its next page asks it to sign in
             */
            revokedAt: string;
        };
        RevokedPortalSessionResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["RevokedPortalSession"];
        };
        /**
         * @description admin: manages people, API keys, webhooks and settings, and does all a producer does; producer: quotes, binds and services their book; service: services policies, issues certificates and sends pay links, binds no new business; underwriter: decides referred applications
         * @enum {string}
         */
        Role: "admin" | "producer" | "service" | "underwriter";
        SandboxClock: {
            /**
             * Format: date
             * @description The agency's servicing day now
             */
            today: string;
            /** @description Days the servicing clock runs ahead of today */
            offsetDays: number;
            /** @description The latest moves of the clock, newest first (each is in the audit log) */
            moves: components["schemas"]["ClockMove"][];
            /** @description Servicing jobs that came due and ran (cancellations, installments, renewal offers, lapses) */
            jobsRun: number;
        };
        SandboxClockResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["SandboxClock"];
        };
        SandboxClockState: {
            /**
             * Format: date
             * @description The agency's servicing day now
             */
            today: string;
            /** @description Days the servicing clock runs ahead of today */
            offsetDays: number;
            /** @description The latest moves of the clock, newest first (each is in the audit log) */
            moves: components["schemas"]["ClockMove"][];
        };
        SandboxClockStateResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["SandboxClockState"];
        };
        ScheduledLimit: {
            key: string;
            label: string;
            /**
             * @description deductible: a deductible or retention, listed after the limits
             * @enum {string}
             */
            kind: "limit" | "deductible";
            /** @description Null when the line is not an amount of money (see text) */
            amount: number | null;
            /** @description The line in words when it is not money ("Actual loss sustained, 12 months") */
            text: string | null;
        };
        SensitivityCell: {
            coverage: {
                [key: string]: number;
            };
            /** @enum {string} */
            status: "quoted" | "declined" | "quote_failed";
            annualPremium: number | null;
            totalAnnual: number | null;
            totalMonthly: number | null;
        };
        SensitivityResponse: {
            /** @constant */
            success: true;
            data: {
                program: {
                    /** Format: uuid */
                    id: string;
                    code: string;
                    name: string;
                    /** @enum {string} */
                    type: "BOP" | "CGL" | "PL" | "TI";
                };
                /** @enum {string} */
                mode: "grid" | "one_at_a_time";
                axes: {
                    key: string;
                    label: string;
                    values: number[];
                }[];
                base: components["schemas"]["SensitivityCell"];
                cells: components["schemas"]["SensitivityCell"][];
                serverTimeMs: number;
            };
        };
        SessionCard: {
            /**
             * Format: uuid
             * @description The card's id; equal to quoteRequestId (a card is the view of one application)
             */
            id: string;
            /** Format: uuid */
            quoteRequestId: string;
            attemptNumber: number;
            status: components["schemas"]["CardStatus"];
            applicationStatus: components["schemas"]["ApplicationStatus"];
            effectiveDate: string | null;
            expirationDate: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            validUntil: string;
            /** @description A later attempt of this program exists in the group (the insured was re-quoted): this card can no longer be bound or sent as a pay link (409 superseded_quote); bind the latest attempt. An addition to the spec's card; status keeps the spec's vocabulary */
            superseded: boolean;
            /** @description The highest attempt number of this program in the group; above attemptNumber when superseded */
            latestAttemptNumber: number;
            /** @description validUntil has passed: this card can no longer be bound or sent as a pay link (409 quote_expired); re-quote. An addition to the spec's card */
            expired: boolean;
            ratedAt: string | null;
            programState: {
                coverage: {
                    [key: string]: number;
                };
            };
            program: components["schemas"]["Program"];
            carrier: components["schemas"]["Carrier"];
            /** @description null until the card is quoted */
            pricing: components["schemas"]["Pricing"] | null;
            options: components["schemas"]["Option"][];
            endorsements: components["schemas"]["CardEndorsement"][];
            paymentOptions: components["schemas"]["PaymentOption"][];
            billing: components["schemas"]["Billing"];
            documents: {
                type: string;
                label: string;
                url: string;
            }[];
            notices: {
                text: string;
                type: string;
                level: string;
                code?: string;
            }[];
            termsAndConditions: {
                title: string;
                text: string;
            }[];
            failureReason: string | null;
            /** @description Why the carrier declined (empty unless declined); also shown among the notices */
            declineReasons: {
                code: string;
                message: string;
                /** @description underwriting_knockout: the program's rule that declined */
                rule?: string;
            }[];
            underwriting: components["schemas"]["Underwriting"];
            systemPayloadHash: string;
            /**
             * Format: uuid
             * @description The folio holding this attempt: re-quote or bind through it
             */
            quoteId: string;
        };
        /** @description view=sessions only: the shopping session this latest folio stands for */
        SessionSummary: {
            /** @description Folios in the shopping session: the first quote and each re-quote */
            folioCount: number;
            /**
             * Format: date-time
             * @description When the session's first folio was created
             */
            firstCreatedAt: string;
            /** @description bound when a card of any of the session's folios is bound, else the latest folio's status */
            status: components["schemas"]["FolioStatus"];
        };
        SummaryLine: {
            /**
             * @description The line of business
             * @enum {string}
             */
            line: "BOP" | "CGL" | "PL" | "TI";
            /**
             * Format: uuid
             * @description The card that prices this line
             */
            quoteRequestId: string;
            programCode: string;
            /**
             * @description bound: the line's bound card; cheapest: the line's cheapest quoted card
             * @enum {string}
             */
            basis: "bound" | "cheapest";
            /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
            totalAnnual: number;
            /** @description null when the card has no monthly plan */
            totalMonthly: number | null;
        };
        TermRow: {
            /** @description "total", "premium", "option.<key>", "endorsements", "retroactiveDate", "exposure.<rating field>" or "answers.<question id>" */
            field: string;
            /** @enum {string} */
            group: "price" | "options" | "exposures" | "answers";
            /** @description In words: the option's label, the question's wording */
            label: string;
            /**
             * @description How to read the values: money as decimals
             * @enum {string}
             */
            unit: "money" | "count" | "percent" | "date" | "list" | "answer";
            /** @description The expiring term's value (null: not given) */
            expiring: unknown;
            /** @description The renewal's value (null: not given) */
            renewal: unknown;
            changed: boolean;
        };
        /** @description Underwriting of the application's answers: referrals and the underwriter's decision (schedule credits and debits are worksheet lines) */
        Underwriting: {
            /** @description Referral rules the answers matched that wait for an underwriter (status referred); empty otherwise */
            referrals: {
                rule: string;
                message: string;
            }[];
            /** @description The underwriter's last decision on a referral of this application; an approval holds while the answers stay as they were */
            decision: {
                /** @enum {string} */
                decision: "approved" | "declined";
                note: string;
                /** @description The underwriter's name */
                by: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp
                 */
                at: string;
                /** @description The referral rules decided on */
                rules: string[];
            } | null;
        };
        User: {
            /** @constant */
            object: "user";
            /** Format: uuid */
            id: string;
            email: string;
            name: string;
            role: components["schemas"]["Role"];
            /**
             * @description A deactivated user cannot sign in, and their sessions have ended
             * @enum {string}
             */
            status: "active" | "deactivated";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            deactivatedAt: string | null;
        };
        UserResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["User"];
        };
        WebhookAttempt: {
            /** @description 1 for the delivery's first attempt; a number missing from the list was claimed by a worker that stopped before it could report */
            number: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            attemptedAt: string;
            /** @description The receiver's HTTP status; null when no answer came (timeout, refused, DNS) */
            statusCode: number | null;
            durationMs: number;
            /** @description The first KB of the answer's body */
            responseSnippet: string | null;
            error: string | null;
        };
        WebhookDelivery: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            eventId: string;
            /** Format: uuid */
            endpointId: string;
            /**
             * @description pending: waiting for its first attempt or a retry; failed: every attempt for three days failed
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            nextAttemptAt: string | null;
            lastStatusCode: number | null;
            deliveredAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /** @description Every attempt, oldest first */
            attempts: components["schemas"]["WebhookAttempt"][];
        };
        WebhookEndpoint: {
            /** Format: uuid */
            id: string;
            /** @description Receives the events of live data (true) or of test data (false) */
            livemode: boolean;
            url: string;
            description: string;
            enabledEvents: components["schemas"]["EnabledEvent"][];
            /** @enum {string} */
            status: "enabled" | "disabled";
            /** @description Why it was disabled: by the agency, or after repeated failed deliveries */
            disabledReason: string | null;
            disabledAt: string | null;
            /** @description While a rotated-out secret still signs (two v1 signatures), when it stops */
            previousSecretExpiresAt: string | null;
            /** @description Attempts failed in a row; a success resets it */
            consecutiveFailures: number;
            failingSince: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
        };
        WebhookEndpointListResponse: {
            /** @constant */
            success: true;
            data: {
                items: components["schemas"]["WebhookEndpoint"][];
            };
        };
        WebhookEndpointResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["WebhookEndpoint"];
        };
        WebhookEndpointSecretResponse: {
            /** @constant */
            success: true;
            data: components["schemas"]["WebhookEndpointWithSecret"];
        };
        WebhookEndpointWithSecret: {
            /** Format: uuid */
            id: string;
            /** @description Receives the events of live data (true) or of test data (false) */
            livemode: boolean;
            url: string;
            description: string;
            enabledEvents: components["schemas"]["EnabledEvent"][];
            /** @enum {string} */
            status: "enabled" | "disabled";
            /** @description Why it was disabled: by the agency, or after repeated failed deliveries */
            disabledReason: string | null;
            disabledAt: string | null;
            /** @description While a rotated-out secret still signs (two v1 signatures), when it stops */
            previousSecretExpiresAt: string | null;
            /** @description Attempts failed in a row; a success resets it */
            consecutiveFailures: number;
            failingSince: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp
             */
            updatedAt: string;
            /** @description The signing secret (Standard Webhooks: whsec_ and the base64 of 32 random bytes, the HMAC key): shown only in this answer */
            secret: string;
        };
    };
    responses: {
        /** @description Invalid request: `errors[]` names each field */
        Error400: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Invalid request: `errors[]` names each field */
        Error400Idempotent: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Invalid request: `errors[]` names each field */
        Error400Public: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Missing or invalid API key */
        Error401: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Missing or invalid API key */
        Error401Idempotent: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The payment was declined or needs authentication; nothing was bound */
        Error402Idempotent: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The payment was declined or needs authentication; nothing was bound */
        Error402Public: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A portal session's change came from another site (use an API key for server calls) */
        Error403: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A portal session's change came from another site (use an API key for server calls) */
        Error403Idempotent: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A portal session's change came from another site (use an API key for server calls) */
        Error403Public: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Not found (or not your agency's) */
        Error404: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Not found (or not your agency's) */
        Error404Idempotent: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Not found (or not your agency's) */
        Error404Public: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Conflicts with the current state (already bound, superseded, expired, rating factor edit, ...) */
        Error409: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Conflicts with the current state (already bound, superseded, expired, rating factor edit, ...) */
        Error409Idempotent: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Conflicts with the current state (already bound, superseded, expired, rating factor edit, ...) */
        Error409Public: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The link has expired or was used */
        Error410Public: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is larger than 256 KB */
        Error413: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is larger than 256 KB */
        Error413Idempotent: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is larger than 256 KB */
        Error413Public: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Body is not JSON */
        Error415: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Body is not JSON */
        Error415Idempotent: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Body is not JSON */
        Error415Public: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Required application questions are unanswered */
        Error422Idempotent: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Required application questions are unanswered */
        Error422Public: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Rate limit reached for the API key or the agency: see Retry-After and RateLimit-* headers */
        Error429: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Rate limit reached for the API key or the agency: see Retry-After and RateLimit-* headers */
        Error429Idempotent: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Retry-After": components["headers"]["Retry-After"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Rate limit reached for the API key or the agency: see Retry-After and RateLimit-* headers */
        Error429Public: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The payment provider failed a refund; nothing was cancelled, retry to complete it */
        Error502Idempotent: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Database unavailable */
        Error503Public: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Quoting-Version": components["headers"]["Quoting-Version"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Unexpected error */
        Unexpected: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Unexpected error */
        UnexpectedIdempotent: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Unexpected error */
        UnexpectedPublic: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description This request's id (yours, when you sent a valid X-Request-Id; else req_<uuid>): quote it to support; also the problem's requestId */
        "X-Request-Id": string;
        /** @description The dated API version the answer is in: the one the request named, else the API key's pinned version (see /docs/changelog) */
        "Quoting-Version": string;
        /** @description Requests allowed in the window, for the tighter of the API key's and the agency's limits */
        "RateLimit-Limit": number;
        /** @description Requests left in the window */
        "RateLimit-Remaining": number;
        /** @description Seconds until the window resets */
        "RateLimit-Reset": number;
        /** @description The limits, e.g. 600;w=60 (requests per window of seconds) */
        "RateLimit-Policy": string;
        /** @description Seconds to wait before retrying */
        "Retry-After": number;
        /** @description true: this is the stored answer of an earlier request with the same Idempotency-Key and body; nothing was done again */
        "Idempotent-Replayed": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    classificationAppetites: {
        parameters: {
            query?: {
                state?: string;
                annualRevenue?: number;
                employeeCount?: number;
            };
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description classification (id or code) */
                classificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Per-program appetite */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppetitesResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    classificationCatalog: {
        parameters: {
            query?: {
                state?: string;
                annualRevenue?: number;
                employeeCount?: number;
            };
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description classification (id or code) */
                classificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Programs, coverages, option ranges and indicative price bands */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    classificationAppetiteDetails: {
        parameters: {
            query: {
                state?: string;
                annualRevenue?: number;
                employeeCount?: number;
                /** @description Program id or code */
                programId: string;
            };
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description classification (id or code) */
                classificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One program's appetite for the class */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppetiteDetailResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    classificationsForNaics: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description NAICS 2022 code */
                naicsCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Classes mapped to the code or its children */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassificationsResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    searchNaics: {
        parameters: {
            query: {
                q: string;
                limit?: number;
                level?: "sector" | "subsector" | "industry_group" | "industry" | "national_industry";
            };
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ranked hits */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NaicsSearchResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    bind: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "quoteRequestIds": [
                 *         "3f0e1c1e-8f43-4d3c-9a43-2b1f0a6f6b11"
                 *       ],
                 *       "paymentPlan": "annual",
                 *       "payment": {
                 *         "method": "card",
                 *         "card": {
                 *           "number": "4242 4242 4242 4242",
                 *           "expMonth": 12,
                 *           "expYear": 2030,
                 *           "cvc": "123"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Quoted applications of one folio */
                    quoteRequestIds: string[];
                    /** @enum {string} */
                    paymentPlan: "annual" | "monthly";
                    payment: {
                        /** @constant */
                        method: "card";
                        /** @description Raw card data: accepted only by the offline provider. With Stripe, collect the card with Stripe Elements and send a payment method id. */
                        card: {
                            number: string;
                            expMonth: number;
                            expYear: number;
                            cvc: string;
                            postalCode?: string;
                        };
                    } | {
                        /** @constant */
                        method: "payment_method";
                        paymentMethodId: string;
                    };
                    /** @description If given, the amount charged now must equal it (409 price_changed otherwise) */
                    expectedAmount?: number;
                    /** @description The insured's street address (the premises), printed on the declarations and certificates. Its state and ZIP must be the ones the quote was rated in (400 naming insuredAddress.state or insuredAddress.zip otherwise). Without it the declarations say the address was not given. */
                    insuredAddress?: {
                        /** @description Street address */
                        line1: string;
                        /** @description Suite, unit or floor */
                        line2?: string;
                        city: string;
                        state: string;
                        zip: string;
                    };
                    /** @description The additional-insured schedule: printed on the declarations, listed on the policy, and each may be named additional insured on a certificate. Allowed only when every program bound carries an additional insured endorsement, included or added (400 naming additionalInsureds otherwise) */
                    additionalInsureds?: {
                        /** @description A landlord, a client, a general contractor */
                        name: string;
                        address?: {
                            /** @description Street address */
                            line1: string;
                            /** @description Suite, unit or floor */
                            line2?: string;
                            city: string;
                            state: string;
                            zip: string;
                        };
                        /** @description How they are related to the insured, in words ("Landlord of the premises") */
                        relationship?: string;
                    }[];
                    /**
                     * Format: email
                     * @description The insured's email for payment notices: on a monthly plan, told when the saved card fails an installment (decision 025); with Stripe, the Customer's email
                     */
                    billingEmail?: string;
                };
            };
        };
        responses: {
            /** @description The issued policies and the payment */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BindResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            402: components["responses"]["Error402Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            422: components["responses"]["Error422Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up or degraded */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            400: components["responses"]["Error400Public"];
            503: components["responses"]["Error503Public"];
            default: components["responses"]["UnexpectedPublic"];
        };
    };
    healthLive: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is live */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivenessResponse"];
                };
            };
            400: components["responses"]["Error400Public"];
            default: components["responses"]["UnexpectedPublic"];
        };
    };
    healthReady: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessResponse"];
                };
            };
            400: components["responses"]["Error400Public"];
            503: components["responses"]["Error503Public"];
            default: components["responses"]["UnexpectedPublic"];
        };
    };
    openapi: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document (also browsable at /docs) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPayLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description payment link */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Items, amounts due today and how to pay */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayLinkSummaryResponse"];
                };
            };
            400: components["responses"]["Error400Public"];
            404: components["responses"]["Error404Public"];
            410: components["responses"]["Error410Public"];
            default: components["responses"]["UnexpectedPublic"];
        };
    };
    payWithLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description payment link */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payment": {
                 *         "method": "card",
                 *         "card": {
                 *           "number": "4242 4242 4242 4242",
                 *           "expMonth": 12,
                 *           "expYear": 2030,
                 *           "cvc": "123"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    payment: {
                        /** @constant */
                        method: "card";
                        /** @description Raw card data: accepted only by the offline provider. With Stripe, collect the card with Stripe Elements and send a payment method id. */
                        card: {
                            number: string;
                            expMonth: number;
                            expYear: number;
                            cvc: string;
                            postalCode?: string;
                        };
                    } | {
                        /** @constant */
                        method: "payment_method";
                        paymentMethodId: string;
                    };
                    /** @description The insured's street address (the premises), printed on the declarations and certificates. Its state and ZIP must be the ones the quote was rated in (400 naming insuredAddress.state or insuredAddress.zip otherwise). Without it the declarations say the address was not given. */
                    insuredAddress?: {
                        /** @description Street address */
                        line1: string;
                        /** @description Suite, unit or floor */
                        line2?: string;
                        city: string;
                        state: string;
                        zip: string;
                    };
                    /** @description The additional-insured schedule: printed on the declarations, listed on the policy, and each may be named additional insured on a certificate. Allowed only when every program bound carries an additional insured endorsement, included or added (400 naming additionalInsureds otherwise) */
                    additionalInsureds?: {
                        /** @description A landlord, a client, a general contractor */
                        name: string;
                        address?: {
                            /** @description Street address */
                            line1: string;
                            /** @description Suite, unit or floor */
                            line2?: string;
                            city: string;
                            state: string;
                            zip: string;
                        };
                        /** @description How they are related to the insured, in words ("Landlord of the premises") */
                        relationship?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The issued policy numbers and the payment */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayWithLinkResponse"];
                };
            };
            400: components["responses"]["Error400Public"];
            402: components["responses"]["Error402Public"];
            403: components["responses"]["Error403Public"];
            404: components["responses"]["Error404Public"];
            409: components["responses"]["Error409Public"];
            410: components["responses"]["Error410Public"];
            413: components["responses"]["Error413Public"];
            415: components["responses"]["Error415Public"];
            422: components["responses"]["Error422Public"];
            default: components["responses"]["UnexpectedPublic"];
        };
    };
    ping: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agency the key belongs to, and the key's mode */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PingResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    cancelPolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description policy */
                policyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "effectiveDate": "2027-03-01",
                 *       "reason": "insured_request",
                 *       "preview": true
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    effectiveDate: string;
                    /** @enum {string} */
                    reason: "insured_request" | "carrier_underwriting" | "non_payment" | "rewrite";
                    /**
                     * @description With reason carrier_underwriting: why. After the state's underwriting period (60 days in force in most states; a renewal from its start) many states allow only the reasons their statute lists; without one allowed the cancellation is refused (400 on underwritingReason)
                     * @enum {string}
                     */
                    underwritingReason?: "fraud_or_misrepresentation" | "material_change_in_risk" | "violation_of_terms" | "conviction" | "loss_control_noncompliance" | "loss_of_reinsurance" | "insurer_impairment" | "other";
                    /**
                     * @description true: return the refund without cancelling
                     * @default false
                     */
                    preview?: boolean;
                };
            };
        };
        responses: {
            /** @description The cancellation and refund */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            502: components["responses"]["Error502Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    rescindCancellation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description policy */
                policyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy, in force again */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    getCertificateDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description policy */
                policyId: string;
                /** @description certificate */
                certificateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    issueCertificate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description policy */
                policyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "holder": {
                 *         "name": "Lakeside Properties LLC",
                 *         "line1": "500 Lake Street",
                 *         "city": "Chicago",
                 *         "state": "IL",
                 *         "zip": "60601"
                 *       },
                 *       "description": "Lease of 120 Harbor Street, unit 2",
                 *       "additionalInsured": true
                 *     }
                 */
                "application/json": {
                    holder: {
                        /** @description Who asked for the certificate: a landlord, a client, a general contractor */
                        name: string;
                        line1?: string;
                        line2?: string;
                        city?: string;
                        state?: string;
                        zip?: string;
                    };
                    /** @description Description of operations, locations or project ("Job 1432, 500 Main Street: remodel"), printed as given */
                    description?: string;
                    /**
                     * @description true: the holder is an additional insured under the policy's additional insured endorsement (400 when the policy has none); a holder on the policy's additional-insured schedule is named as scheduled
                     * @default false
                     */
                    additionalInsured?: boolean;
                    /** @description The insured's street address (the premises), for a policy bound without one: a certificate shows it, so such a policy answers 422 insured_address_required until it is given. Kept on the policy (declarations, later certificates). Its state and ZIP must be the ones the policy was rated in (400 naming insuredAddress.state or insuredAddress.zip); on a policy that has an address, leave it out or send the same one (400 otherwise) */
                    insuredAddress?: {
                        /** @description Street address */
                        line1: string;
                        /** @description Suite, unit or floor */
                        line2?: string;
                        city: string;
                        state: string;
                        zip: string;
                    };
                };
            };
        };
        responses: {
            /** @description The certificate and the link to its PDF */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            422: components["responses"]["Error422Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    getPolicyDocument: {
        parameters: {
            query?: {
                /** @description A pay link token, instead of an API key (customer access) */
                token?: string;
            };
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description policy */
                policyId: string;
                /** @description document (declarations) */
                documentType: "declarations";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    policyRenewalPayment: {
        parameters: {
            query?: never;
            header: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key": string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description policy */
                policyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payment": {
                 *         "method": "card",
                 *         "card": {
                 *           "number": "4242 4242 4242 4242",
                 *           "expMonth": 12,
                 *           "expYear": 2030,
                 *           "cvc": "123"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    payment: {
                        /** @constant */
                        method: "card";
                        /** @description Raw card data: accepted only by the offline provider. With Stripe, collect the card with Stripe Elements and send a payment method id. */
                        card: {
                            number: string;
                            expMonth: number;
                            expYear: number;
                            cvc: string;
                            postalCode?: string;
                        };
                    } | {
                        /** @constant */
                        method: "payment_method";
                        paymentMethodId: string;
                    };
                };
            };
        };
        responses: {
            /** @description The payment and the policy (and its renewal term) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RenewalPaymentResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            402: components["responses"]["Error402Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    getPolicyRenewal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description policy */
                policyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The renewal offer and its status */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RenewalResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description policy */
                policyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Coverages, payments, schedule, documents and status history */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    listPolicies: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                /** @description Filter by policy number or insured name */
                q?: string;
            };
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first, cursor-paginated */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyListResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    getProgramDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description program (id or code) */
                programId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Coverages, options, eligibility, form, payment plans */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgramDetailResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    getProgram: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description program (id or code) */
                programId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The program card header */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgramHeaderResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    listPrograms: {
        parameters: {
            query?: {
                type?: "BOP" | "CGL" | "PL" | "TI";
            };
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Appointed programs */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgramListResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    checkDuplicateCoverage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description quote folio */
                quoteId: string;
                /** @description application */
                quoteRequestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policies the bind would collide with (empty: none) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageCheckResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    getApplicationDocument: {
        parameters: {
            query?: {
                /** @description A pay link token, instead of an API key (customer access) */
                token?: string;
            };
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description quote folio */
                quoteId: string;
                /** @description application */
                quoteRequestId: string;
                /** @description document (quote_proposal or application) */
                documentType: "quote_proposal" | "application";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    saveApplicationForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description quote folio */
                quoteId: string;
                /** @description application */
                quoteRequestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "form_payload": {
                 *         "yearsInBusiness": 6,
                 *         "priorClaims": 0
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Answers by question key; null clears one */
                    form_payload?: {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The application, with unansweredRequired and where its pre-filled answers came from */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ApplicationViewDetail"];
                    };
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    saveReferralNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description quote folio */
                quoteId: string;
                /** @description application */
                quoteRequestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "note": "Three small water claims; the pipes were replaced in 2024 (invoice on file)."
                 *     }
                 */
                "application/json": {
                    /** @description What the underwriter should know: loss runs, controls, context */
                    note: string;
                };
            };
        };
        responses: {
            /** @description The application with its note */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationDetailResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    listReferrals: {
        parameters: {
            query?: {
                /** @description open: waiting for a decision, oldest first; decided: decided ones, newest first */
                status?: "open" | "decided";
                /** @description A program code of the carrier's, e.g. KM-BOP */
                program?: string;
                /** @description The risk's state (the business's mailing state, or the traveller's residence) */
                state?: string;
                /** @description One agency's referrals */
                agency?: string;
                /** @description Only referrals waiting at least this many hours */
                older_than_hours?: number;
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of referrals, cursor-paginated */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: {
                                /** @constant */
                                object: "referral";
                                /**
                                 * Format: uuid
                                 * @description The application's id (its quoteRequestId)
                                 */
                                id: string;
                                /** Format: uuid */
                                quoteId: string;
                                /** @description referred: waiting for a decision; quoting, quoted, declined, bound...: after one */
                                status: components["schemas"]["CardStatus"];
                                agency: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                                program: {
                                    /** Format: uuid */
                                    id: string;
                                    code: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "BOP" | "CGL" | "PL" | "TI";
                                };
                                insuredName: string;
                                state: string | null;
                                /** @description The business's class; null for travel */
                                classCode: string | null;
                                effectiveDate: string | null;
                                /**
                                 * Format: date-time
                                 * @description When the answers referred it (when it was last rated)
                                 */
                                referredAt: string;
                                /** @description The price the answers give, decided or not */
                                total: number | null;
                                /** @description Why it was referred (empty once decided) */
                                reasons: {
                                    rule: string;
                                    message: string;
                                }[];
                                /** @description The agency's note to the underwriter */
                                agencyNote: string | null;
                                /** @description The last decision, with its note and the underwriter's name */
                                decision: {
                                    /** @enum {string} */
                                    decision: "approved" | "declined";
                                    note: string;
                                    by: string;
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 UTC timestamp
                                     */
                                    at: string;
                                } | null;
                            }[];
                            nextCursor: string | null;
                            /** @description The carrier's programs, for the program filter */
                            programs: {
                                code: string;
                                name: string;
                            }[];
                            /** @description The agencies appointed for the carrier's programs, for the agency filter */
                            agencies: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    getReferral: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description referral */
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referral */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            object: "referral";
                            /**
                             * Format: uuid
                             * @description The application's id (its quoteRequestId)
                             */
                            id: string;
                            /** Format: uuid */
                            quoteId: string;
                            /** @description referred: waiting for a decision; quoting, quoted, declined, bound...: after one */
                            status: components["schemas"]["CardStatus"];
                            agency: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            program: {
                                /** Format: uuid */
                                id: string;
                                code: string;
                                name: string;
                                /** @enum {string} */
                                type: "BOP" | "CGL" | "PL" | "TI";
                            };
                            insuredName: string;
                            state: string | null;
                            /** @description The business's class; null for travel */
                            classCode: string | null;
                            effectiveDate: string | null;
                            /**
                             * Format: date-time
                             * @description When the answers referred it (when it was last rated)
                             */
                            referredAt: string;
                            /** @description The price the answers give, decided or not */
                            total: number | null;
                            /** @description Why it was referred (empty once decided) */
                            reasons: {
                                rule: string;
                                message: string;
                            }[];
                            /** @description The agency's note to the underwriter */
                            agencyNote: string | null;
                            /** @description The last decision, with its note and the underwriter's name */
                            decision: {
                                /** @enum {string} */
                                decision: "approved" | "declined";
                                note: string;
                                by: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC timestamp
                                 */
                                at: string;
                            } | null;
                            /** @description The risk as rated, in words: business, class, state and ZIP, revenue, payroll, employees, or the trip */
                            risk: {
                                label: string;
                                value: string;
                            }[];
                            /** @description The application's answers, with the program's wording of each question */
                            answers: {
                                key: string;
                                question: string;
                                answer: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    decideReferral: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description referral */
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "decision": "approve",
                 *       "note": "Loss runs reviewed: two small water claims, fixed."
                 *     }
                 */
                "application/json": {
                    /**
                     * @description approve: the application is re-rated with its referrals approved; decline: it ends declined
                     * @enum {string}
                     */
                    decision: "approve" | "decline";
                    /** @description The underwriter's reasons, shown to the agent */
                    note: string;
                };
            };
        };
        responses: {
            /** @description The referral after the decision (priced again, or declined) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            object: "referral";
                            /**
                             * Format: uuid
                             * @description The application's id (its quoteRequestId)
                             */
                            id: string;
                            /** Format: uuid */
                            quoteId: string;
                            /** @description referred: waiting for a decision; quoting, quoted, declined, bound...: after one */
                            status: components["schemas"]["CardStatus"];
                            agency: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            program: {
                                /** Format: uuid */
                                id: string;
                                code: string;
                                name: string;
                                /** @enum {string} */
                                type: "BOP" | "CGL" | "PL" | "TI";
                            };
                            insuredName: string;
                            state: string | null;
                            /** @description The business's class; null for travel */
                            classCode: string | null;
                            effectiveDate: string | null;
                            /**
                             * Format: date-time
                             * @description When the answers referred it (when it was last rated)
                             */
                            referredAt: string;
                            /** @description The price the answers give, decided or not */
                            total: number | null;
                            /** @description Why it was referred (empty once decided) */
                            reasons: {
                                rule: string;
                                message: string;
                            }[];
                            /** @description The agency's note to the underwriter */
                            agencyNote: string | null;
                            /** @description The last decision, with its note and the underwriter's name */
                            decision: {
                                /** @enum {string} */
                                decision: "approved" | "declined";
                                note: string;
                                by: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC timestamp
                                 */
                                at: string;
                            } | null;
                            /** @description The risk as rated, in words: business, class, state and ZIP, revenue, payroll, employees, or the trip */
                            risk: {
                                label: string;
                                value: string;
                            }[];
                            /** @description The application's answers, with the program's wording of each question */
                            answers: {
                                key: string;
                                question: string;
                                answer: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    listUnderwriterInvitations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invitations not accepted, revoked or expired, newest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationListResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    createUnderwriterInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "riley@keystone.example",
                 *       "name": "Riley Underwood"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: email
                     * @description Where the invitation is sent; it becomes the underwriter's sign-in email
                     */
                    email: string;
                    /** @description The person's name as the desk shows it */
                    name: string;
                };
            };
        };
        responses: {
            /** @description The invitation (its link is in the email only) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    revokeUnderwriterInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description invitation */
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    listUnderwriters: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Underwriters by name, then pending invitations, newest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeopleListResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    getApplication: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the copy you hold: 304 with no body when it is still current (poll with it) */
                "If-None-Match"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description quote folio */
                quoteId: string;
                /** @description application */
                quoteRequestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application with form schema, where its answers were pre-filled from, plan details and worksheet */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Strong tag of this view; it changes with every change to the folio or its applications */
                    ETag?: string;
                    /** @description private, no-cache: keep a copy, revalidate it with If-None-Match */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ApplicationViewDetail"];
                    };
                };
            };
            /** @description Not modified: If-None-Match named the current ETag (no body) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    listPayLinks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description quote folio */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The links */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayLinkListResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    createPayLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description quote folio */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "quoteRequestIds": [
                 *         "3f0e1c1e-8f43-4d3c-9a43-2b1f0a6f6b11"
                 *       ],
                 *       "paymentPlan": "monthly",
                 *       "email": "owner@sunrise-bakery.example"
                 *     }
                 */
                "application/json": {
                    quoteRequestIds: string[];
                    /** @enum {string} */
                    paymentPlan: "annual" | "monthly";
                    /**
                     * Format: email
                     * @description The customer's email: the link is sent there (through SMTP; without it configured, kept in the outbox). Omit it to deliver the url yourself.
                     */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description The link, and the email announcing it */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayLinkResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            422: components["responses"]["Error422Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    getQuoteSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description quote folio */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest attempt of each program, a summary over them, and the replaced attempts */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteSessionResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    previewRequote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description quote folio */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "annual_revenue": 900000
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    program_type?: "BOP" | "CGL" | "PL" | "TI";
                    class_code?: string;
                    business_name?: string;
                    mailing_zip?: string;
                    mailing_state?: string;
                    employee_count?: number;
                    annual_revenue?: number;
                    /** @description The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so) */
                    annual_payroll?: number;
                    /** @description What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent) */
                    subcontracted_cost?: number;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    effective_date?: string;
                    /** @description Folio-wide options: every program of the request that has the option takes the value (a program's program_options take precedence). In a re-quote they apply to the programs re-quoted; other options are kept */
                    coverage?: {
                        /** @description General liability per-occurrence limit */
                        glLimit?: number;
                        /** @description Business personal property limit */
                        bppLimit?: number;
                        /** @description Property deductible */
                        deductible?: number;
                        /** @description Professional liability limit */
                        plLimit?: number;
                        /** @description Professional liability retention */
                        plRetention?: number;
                        /** @description Travel medical limit */
                        medicalLimit?: number;
                        /** @description Total insured trip cost (TI) */
                        tripCost?: number;
                    };
                    /** @description Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program's own options from its latest attempt in the session; a program given here has its own options replaced by these. */
                    program_options?: {
                        [key: string]: {
                            [key: string]: number;
                        };
                    };
                    country_of_residence?: string;
                    residence_state?: string;
                    destination_country?: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    start_date?: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    end_date?: string;
                    insureds?: {
                        first_name?: string;
                        last_name?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        date_of_birth: string;
                        /** @description This traveller's share of the trip cost */
                        trip_cost?: number;
                    }[];
                    /** @description Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program's list and keeps the others. */
                    endorsements?: {
                        [key: string]: string[];
                    };
                    programs?: (string | {
                        /** Format: uuid */
                        programId: string;
                    } | {
                        code: string;
                    })[];
                    /**
                     * Format: uuid
                     * @description The folio being re-quoted, as the spec's create-quote names it: optional here, since the path names it; when given it must be the path's quoteId (409 original_quote_mismatch otherwise)
                     */
                    originalQuoteId?: string;
                    system_payload?: {
                        /** @enum {string} */
                        program_type?: "BOP" | "CGL" | "PL" | "TI";
                        class_code?: string;
                        business_name?: string;
                        mailing_zip?: string;
                        mailing_state?: string;
                        employee_count?: number;
                        annual_revenue?: number;
                        /** @description The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so) */
                        annual_payroll?: number;
                        /** @description What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent) */
                        subcontracted_cost?: number;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        effective_date?: string;
                        /** @description Folio-wide options: every program of the request that has the option takes the value (a program's program_options take precedence). In a re-quote they apply to the programs re-quoted; other options are kept */
                        coverage?: {
                            /** @description General liability per-occurrence limit */
                            glLimit?: number;
                            /** @description Business personal property limit */
                            bppLimit?: number;
                            /** @description Property deductible */
                            deductible?: number;
                            /** @description Professional liability limit */
                            plLimit?: number;
                            /** @description Professional liability retention */
                            plRetention?: number;
                            /** @description Travel medical limit */
                            medicalLimit?: number;
                            /** @description Total insured trip cost (TI) */
                            tripCost?: number;
                        };
                        /** @description Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program's own options from its latest attempt in the session; a program given here has its own options replaced by these. */
                        program_options?: {
                            [key: string]: {
                                [key: string]: number;
                            };
                        };
                        country_of_residence?: string;
                        residence_state?: string;
                        destination_country?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        start_date?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        end_date?: string;
                        insureds?: {
                            first_name?: string;
                            last_name?: string;
                            /**
                             * Format: date
                             * @description Calendar date, YYYY-MM-DD
                             */
                            date_of_birth: string;
                            /** @description This traveller's share of the trip cost */
                            trip_cost?: number;
                        }[];
                        /** @description Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program's list and keeps the others. */
                        endorsements?: {
                            [key: string]: string[];
                        };
                    };
                    /** @description Caller state, stored and returned as given (at most 16 KB as JSON) */
                    clientState?: {
                        [key: string]: unknown;
                    };
                    /** @description Origin of the folio, e.g. portal or partner name */
                    source?: string;
                };
            };
        };
        responses: {
            /** @description What the re-quote would change */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequotePreviewResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    getQuoteRequirements: {
        parameters: {
            query: {
                /** @description The programs to quote, comma-separated codes or ids: SA-BOP,KM-CGL */
                programs: string;
                /** @description The class to quote: decides the fields a class rated on payroll needs, the questions a class is asked, and each program's appetite */
                class_code?: string;
                /** @description The mailing state: each business program's appetite for it */
                state?: string;
                /** @description Travel: US residents must give residence_state */
                country_of_residence?: string;
            };
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fields, options and questions of the programs */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequirementsResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    getQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the copy you hold: 304 with no body when it is still current (poll with it) */
                "If-None-Match"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description quote folio */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rendered program cards and a summary */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Strong tag of this view; it changes with every change to the folio or its applications */
                    ETag?: string;
                    /** @description private, no-cache: keep a copy, revalidate it with If-None-Match */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteFolioResponse"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag (no body) */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    requote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description quote folio */
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "programs": [
                 *         "SA-BOP"
                 *       ],
                 *       "program_options": {
                 *         "SA-BOP": {
                 *           "glLimit": 2000000
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    program_type?: "BOP" | "CGL" | "PL" | "TI";
                    class_code?: string;
                    business_name?: string;
                    mailing_zip?: string;
                    mailing_state?: string;
                    employee_count?: number;
                    annual_revenue?: number;
                    /** @description The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so) */
                    annual_payroll?: number;
                    /** @description What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent) */
                    subcontracted_cost?: number;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    effective_date?: string;
                    /** @description Folio-wide options: every program of the request that has the option takes the value (a program's program_options take precedence). In a re-quote they apply to the programs re-quoted; other options are kept */
                    coverage?: {
                        /** @description General liability per-occurrence limit */
                        glLimit?: number;
                        /** @description Business personal property limit */
                        bppLimit?: number;
                        /** @description Property deductible */
                        deductible?: number;
                        /** @description Professional liability limit */
                        plLimit?: number;
                        /** @description Professional liability retention */
                        plRetention?: number;
                        /** @description Travel medical limit */
                        medicalLimit?: number;
                        /** @description Total insured trip cost (TI) */
                        tripCost?: number;
                    };
                    /** @description Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program's own options from its latest attempt in the session; a program given here has its own options replaced by these. */
                    program_options?: {
                        [key: string]: {
                            [key: string]: number;
                        };
                    };
                    country_of_residence?: string;
                    residence_state?: string;
                    destination_country?: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    start_date?: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    end_date?: string;
                    insureds?: {
                        first_name?: string;
                        last_name?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        date_of_birth: string;
                        /** @description This traveller's share of the trip cost */
                        trip_cost?: number;
                    }[];
                    /** @description Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program's list and keeps the others. */
                    endorsements?: {
                        [key: string]: string[];
                    };
                    programs?: (string | {
                        /** Format: uuid */
                        programId: string;
                    } | {
                        code: string;
                    })[];
                    /**
                     * Format: uuid
                     * @description The folio being re-quoted, as the spec's create-quote names it: optional here, since the path names it; when given it must be the path's quoteId (409 original_quote_mismatch otherwise)
                     */
                    originalQuoteId?: string;
                    system_payload?: {
                        /** @enum {string} */
                        program_type?: "BOP" | "CGL" | "PL" | "TI";
                        class_code?: string;
                        business_name?: string;
                        mailing_zip?: string;
                        mailing_state?: string;
                        employee_count?: number;
                        annual_revenue?: number;
                        /** @description The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so) */
                        annual_payroll?: number;
                        /** @description What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent) */
                        subcontracted_cost?: number;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        effective_date?: string;
                        /** @description Folio-wide options: every program of the request that has the option takes the value (a program's program_options take precedence). In a re-quote they apply to the programs re-quoted; other options are kept */
                        coverage?: {
                            /** @description General liability per-occurrence limit */
                            glLimit?: number;
                            /** @description Business personal property limit */
                            bppLimit?: number;
                            /** @description Property deductible */
                            deductible?: number;
                            /** @description Professional liability limit */
                            plLimit?: number;
                            /** @description Professional liability retention */
                            plRetention?: number;
                            /** @description Travel medical limit */
                            medicalLimit?: number;
                            /** @description Total insured trip cost (TI) */
                            tripCost?: number;
                        };
                        /** @description Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program's own options from its latest attempt in the session; a program given here has its own options replaced by these. */
                        program_options?: {
                            [key: string]: {
                                [key: string]: number;
                            };
                        };
                        country_of_residence?: string;
                        residence_state?: string;
                        destination_country?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        start_date?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        end_date?: string;
                        insureds?: {
                            first_name?: string;
                            last_name?: string;
                            /**
                             * Format: date
                             * @description Calendar date, YYYY-MM-DD
                             */
                            date_of_birth: string;
                            /** @description This traveller's share of the trip cost */
                            trip_cost?: number;
                        }[];
                        /** @description Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program's list and keeps the others. */
                        endorsements?: {
                            [key: string]: string[];
                        };
                    };
                    /** @description Caller state, stored and returned as given (at most 16 KB as JSON) */
                    clientState?: {
                        [key: string]: unknown;
                    };
                    /** @description Origin of the folio, e.g. portal or partner name */
                    source?: string;
                };
            };
        };
        responses: {
            /** @description The new folio */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateQuoteResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    listQuotes: {
        parameters: {
            query?: {
                /** @description One shopping session; without it, the agency's recent folios */
                groupId?: string;
                /** @description Filter by insured name (contains, case-insensitive) */
                q?: string;
                /** @description Only folios with this status (with view=sessions: sessions with this status), on every page */
                status?: "quoting" | "quoted" | "no_quotes" | "expired" | "bound";
                /** @description Only folios with a card of this program code */
                program?: string;
                /** @description true: only folios with an application waiting for a carrier's underwriter (status referred), on every page */
                referred?: "true" | "false";
                /** @description folios: every folio; sessions: one row per shopping session (group), its latest folio with `session` counts */
                view?: "folios" | "sessions";
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first, cursor-paginated; filters apply across pages */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FolioListResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    createQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "programs": [
                 *         "KM-BOP",
                 *         "KM-CGL",
                 *         "MP-PL"
                 *       ],
                 *       "class_code": "10100",
                 *       "business_name": "Sunrise Bakery",
                 *       "mailing_zip": "60601",
                 *       "mailing_state": "IL",
                 *       "employee_count": 6,
                 *       "annual_revenue": 850000,
                 *       "effective_date": "2027-01-01",
                 *       "coverage": {
                 *         "glLimit": 1000000,
                 *         "bppLimit": 100000
                 *       },
                 *       "clientState": {
                 *         "line": "bop",
                 *         "business": {
                 *           "legalBusinessName": "Sunrise Bakery LLC"
                 *         }
                 *       },
                 *       "source": "partner-portal"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    program_type?: "BOP" | "CGL" | "PL";
                    class_code: string;
                    business_name: string;
                    mailing_zip: string;
                    mailing_state: string;
                    employee_count: number;
                    annual_revenue: number;
                    /** @description The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so) */
                    annual_payroll?: number;
                    /** @description What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent) */
                    subcontracted_cost?: number;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    effective_date: string;
                    /** @description Folio-wide options: every program of the request that has the option takes the value (a program's program_options take precedence). In a re-quote they apply to the programs re-quoted; other options are kept */
                    coverage?: {
                        /** @description General liability per-occurrence limit */
                        glLimit?: number;
                        /** @description Business personal property limit */
                        bppLimit?: number;
                        /** @description Property deductible */
                        deductible?: number;
                        /** @description Professional liability limit */
                        plLimit?: number;
                        /** @description Professional liability retention */
                        plRetention?: number;
                        /** @description Travel medical limit */
                        medicalLimit?: number;
                        /** @description Total insured trip cost (TI) */
                        tripCost?: number;
                    };
                    /** @description Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program's own options from its latest attempt in the session; a program given here has its own options replaced by these. */
                    program_options?: {
                        [key: string]: {
                            [key: string]: number;
                        };
                    };
                    country_of_residence?: string;
                    residence_state?: string;
                    destination_country?: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    start_date?: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    end_date?: string;
                    insureds?: {
                        first_name?: string;
                        last_name?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        date_of_birth: string;
                        /** @description This traveller's share of the trip cost */
                        trip_cost?: number;
                    }[];
                    /** @description Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program's list and keeps the others. */
                    endorsements?: {
                        [key: string]: string[];
                    };
                    programs: (string | {
                        /** Format: uuid */
                        programId: string;
                    } | {
                        code: string;
                    })[];
                    system_payload?: {
                        /** @enum {string} */
                        program_type?: "BOP" | "CGL" | "PL" | "TI";
                        class_code?: string;
                        business_name?: string;
                        mailing_zip?: string;
                        mailing_state?: string;
                        employee_count?: number;
                        annual_revenue?: number;
                        /** @description The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so) */
                        annual_payroll?: number;
                        /** @description What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent) */
                        subcontracted_cost?: number;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        effective_date?: string;
                        /** @description Folio-wide options: every program of the request that has the option takes the value (a program's program_options take precedence). In a re-quote they apply to the programs re-quoted; other options are kept */
                        coverage?: {
                            /** @description General liability per-occurrence limit */
                            glLimit?: number;
                            /** @description Business personal property limit */
                            bppLimit?: number;
                            /** @description Property deductible */
                            deductible?: number;
                            /** @description Professional liability limit */
                            plLimit?: number;
                            /** @description Professional liability retention */
                            plRetention?: number;
                            /** @description Travel medical limit */
                            medicalLimit?: number;
                            /** @description Total insured trip cost (TI) */
                            tripCost?: number;
                        };
                        /** @description Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program's own options from its latest attempt in the session; a program given here has its own options replaced by these. */
                        program_options?: {
                            [key: string]: {
                                [key: string]: number;
                            };
                        };
                        country_of_residence?: string;
                        residence_state?: string;
                        destination_country?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        start_date?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        end_date?: string;
                        insureds?: {
                            first_name?: string;
                            last_name?: string;
                            /**
                             * Format: date
                             * @description Calendar date, YYYY-MM-DD
                             */
                            date_of_birth: string;
                            /** @description This traveller's share of the trip cost */
                            trip_cost?: number;
                        }[];
                        /** @description Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program's list and keeps the others. */
                        endorsements?: {
                            [key: string]: string[];
                        };
                    };
                    /**
                     * Format: uuid
                     * @description Reuse the group (shopping session) of this folio
                     */
                    originalQuoteId?: string;
                    /**
                     * Format: uuid
                     * @description The client quoted (POST /v1/insureds): rating fields left out are filled from its facts and the exposures of the effective date's policy year. Without it, the insured is found by the matching rule (same legal name and ZIP; same traveller name and date of birth) or created
                     */
                    insuredId?: string;
                    /** @description Caller state, stored and returned as given (at most 16 KB as JSON) */
                    clientState?: {
                        [key: string]: unknown;
                    };
                    /** @description Origin of the folio, e.g. portal or partner name */
                    source?: string;
                } | {
                    /** @constant */
                    program_type?: "TI";
                    class_code?: string;
                    business_name?: string;
                    mailing_zip?: string;
                    mailing_state?: string;
                    employee_count?: number;
                    annual_revenue?: number;
                    /** @description The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so) */
                    annual_payroll?: number;
                    /** @description What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent) */
                    subcontracted_cost?: number;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    effective_date?: string;
                    coverage: {
                        /** @description General liability per-occurrence limit */
                        glLimit?: number;
                        /** @description Business personal property limit */
                        bppLimit?: number;
                        /** @description Property deductible */
                        deductible?: number;
                        /** @description Professional liability limit */
                        plLimit?: number;
                        /** @description Professional liability retention */
                        plRetention?: number;
                        /** @description Travel medical limit */
                        medicalLimit?: number;
                        /** @description Total insured trip cost (TI) */
                        tripCost: number;
                    };
                    /** @description Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program's own options from its latest attempt in the session; a program given here has its own options replaced by these. */
                    program_options?: {
                        [key: string]: {
                            [key: string]: number;
                        };
                    };
                    country_of_residence: string;
                    residence_state?: string;
                    destination_country: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    start_date: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    end_date: string;
                    insureds: {
                        first_name?: string;
                        last_name?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        date_of_birth: string;
                        /** @description This traveller's share of the trip cost */
                        trip_cost?: number;
                    }[];
                    /** @description Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program's list and keeps the others. */
                    endorsements?: {
                        [key: string]: string[];
                    };
                    programs: (string | {
                        /** Format: uuid */
                        programId: string;
                    } | {
                        code: string;
                    })[];
                    system_payload?: {
                        /** @enum {string} */
                        program_type?: "BOP" | "CGL" | "PL" | "TI";
                        class_code?: string;
                        business_name?: string;
                        mailing_zip?: string;
                        mailing_state?: string;
                        employee_count?: number;
                        annual_revenue?: number;
                        /** @description The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so) */
                        annual_payroll?: number;
                        /** @description What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent) */
                        subcontracted_cost?: number;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        effective_date?: string;
                        /** @description Folio-wide options: every program of the request that has the option takes the value (a program's program_options take precedence). In a re-quote they apply to the programs re-quoted; other options are kept */
                        coverage?: {
                            /** @description General liability per-occurrence limit */
                            glLimit?: number;
                            /** @description Business personal property limit */
                            bppLimit?: number;
                            /** @description Property deductible */
                            deductible?: number;
                            /** @description Professional liability limit */
                            plLimit?: number;
                            /** @description Professional liability retention */
                            plRetention?: number;
                            /** @description Travel medical limit */
                            medicalLimit?: number;
                            /** @description Total insured trip cost (TI) */
                            tripCost?: number;
                        };
                        /** @description Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program's own options from its latest attempt in the session; a program given here has its own options replaced by these. */
                        program_options?: {
                            [key: string]: {
                                [key: string]: number;
                            };
                        };
                        country_of_residence?: string;
                        residence_state?: string;
                        destination_country?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        start_date?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        end_date?: string;
                        insureds?: {
                            first_name?: string;
                            last_name?: string;
                            /**
                             * Format: date
                             * @description Calendar date, YYYY-MM-DD
                             */
                            date_of_birth: string;
                            /** @description This traveller's share of the trip cost */
                            trip_cost?: number;
                        }[];
                        /** @description Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program's list and keeps the others. */
                        endorsements?: {
                            [key: string]: string[];
                        };
                    };
                    /**
                     * Format: uuid
                     * @description Reuse the group (shopping session) of this folio
                     */
                    originalQuoteId?: string;
                    /**
                     * Format: uuid
                     * @description The client quoted (POST /v1/insureds): rating fields left out are filled from its facts and the exposures of the effective date's policy year. Without it, the insured is found by the matching rule (same legal name and ZIP; same traveller name and date of birth) or created
                     */
                    insuredId?: string;
                    /** @description Caller state, stored and returned as given (at most 16 KB as JSON) */
                    clientState?: {
                        [key: string]: unknown;
                    };
                    /** @description Origin of the folio, e.g. portal or partner name */
                    source?: string;
                } | {
                    /** @enum {string} */
                    program_type?: "BOP" | "CGL" | "PL" | "TI";
                    class_code?: string;
                    business_name?: string;
                    mailing_zip?: string;
                    mailing_state?: string;
                    employee_count?: number;
                    annual_revenue?: number;
                    /** @description The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so) */
                    annual_payroll?: number;
                    /** @description What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent) */
                    subcontracted_cost?: number;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    effective_date?: string;
                    /** @description Folio-wide options: every program of the request that has the option takes the value (a program's program_options take precedence). In a re-quote they apply to the programs re-quoted; other options are kept */
                    coverage?: {
                        /** @description General liability per-occurrence limit */
                        glLimit?: number;
                        /** @description Business personal property limit */
                        bppLimit?: number;
                        /** @description Property deductible */
                        deductible?: number;
                        /** @description Professional liability limit */
                        plLimit?: number;
                        /** @description Professional liability retention */
                        plRetention?: number;
                        /** @description Travel medical limit */
                        medicalLimit?: number;
                        /** @description Total insured trip cost (TI) */
                        tripCost?: number;
                    };
                    /** @description Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program's own options from its latest attempt in the session; a program given here has its own options replaced by these. */
                    program_options?: {
                        [key: string]: {
                            [key: string]: number;
                        };
                    };
                    country_of_residence?: string;
                    residence_state?: string;
                    destination_country?: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    start_date?: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    end_date?: string;
                    insureds?: {
                        first_name?: string;
                        last_name?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        date_of_birth: string;
                        /** @description This traveller's share of the trip cost */
                        trip_cost?: number;
                    }[];
                    /** @description Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program's list and keeps the others. */
                    endorsements?: {
                        [key: string]: string[];
                    };
                    programs: (string | {
                        /** Format: uuid */
                        programId: string;
                    } | {
                        code: string;
                    })[];
                    system_payload: {
                        /** @enum {string} */
                        program_type?: "BOP" | "CGL" | "PL";
                        class_code: string;
                        business_name: string;
                        mailing_zip: string;
                        mailing_state: string;
                        employee_count: number;
                        annual_revenue: number;
                        /** @description The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so) */
                        annual_payroll?: number;
                        /** @description What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent) */
                        subcontracted_cost?: number;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        effective_date: string;
                        /** @description Folio-wide options: every program of the request that has the option takes the value (a program's program_options take precedence). In a re-quote they apply to the programs re-quoted; other options are kept */
                        coverage?: {
                            /** @description General liability per-occurrence limit */
                            glLimit?: number;
                            /** @description Business personal property limit */
                            bppLimit?: number;
                            /** @description Property deductible */
                            deductible?: number;
                            /** @description Professional liability limit */
                            plLimit?: number;
                            /** @description Professional liability retention */
                            plRetention?: number;
                            /** @description Travel medical limit */
                            medicalLimit?: number;
                            /** @description Total insured trip cost (TI) */
                            tripCost?: number;
                        };
                        /** @description Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program's own options from its latest attempt in the session; a program given here has its own options replaced by these. */
                        program_options?: {
                            [key: string]: {
                                [key: string]: number;
                            };
                        };
                        country_of_residence?: string;
                        residence_state?: string;
                        destination_country?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        start_date?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        end_date?: string;
                        insureds?: {
                            first_name?: string;
                            last_name?: string;
                            /**
                             * Format: date
                             * @description Calendar date, YYYY-MM-DD
                             */
                            date_of_birth: string;
                            /** @description This traveller's share of the trip cost */
                            trip_cost?: number;
                        }[];
                        /** @description Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program's list and keeps the others. */
                        endorsements?: {
                            [key: string]: string[];
                        };
                    } | {
                        /** @constant */
                        program_type?: "TI";
                        class_code?: string;
                        business_name?: string;
                        mailing_zip?: string;
                        mailing_state?: string;
                        employee_count?: number;
                        annual_revenue?: number;
                        /** @description The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so) */
                        annual_payroll?: number;
                        /** @description What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent) */
                        subcontracted_cost?: number;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        effective_date?: string;
                        coverage: {
                            /** @description General liability per-occurrence limit */
                            glLimit?: number;
                            /** @description Business personal property limit */
                            bppLimit?: number;
                            /** @description Property deductible */
                            deductible?: number;
                            /** @description Professional liability limit */
                            plLimit?: number;
                            /** @description Professional liability retention */
                            plRetention?: number;
                            /** @description Travel medical limit */
                            medicalLimit?: number;
                            /** @description Total insured trip cost (TI) */
                            tripCost: number;
                        };
                        /** @description Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program's own options from its latest attempt in the session; a program given here has its own options replaced by these. */
                        program_options?: {
                            [key: string]: {
                                [key: string]: number;
                            };
                        };
                        country_of_residence: string;
                        residence_state?: string;
                        destination_country: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        start_date: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        end_date: string;
                        insureds: {
                            first_name?: string;
                            last_name?: string;
                            /**
                             * Format: date
                             * @description Calendar date, YYYY-MM-DD
                             */
                            date_of_birth: string;
                            /** @description This traveller's share of the trip cost */
                            trip_cost?: number;
                        }[];
                        /** @description Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program's list and keeps the others. */
                        endorsements?: {
                            [key: string]: string[];
                        };
                    };
                    /**
                     * Format: uuid
                     * @description Reuse the group (shopping session) of this folio
                     */
                    originalQuoteId?: string;
                    /**
                     * Format: uuid
                     * @description The client quoted (POST /v1/insureds): rating fields left out are filled from its facts and the exposures of the effective date's policy year. Without it, the insured is found by the matching rule (same legal name and ZIP; same traveller name and date of birth) or created
                     */
                    insuredId?: string;
                    /** @description Caller state, stored and returned as given (at most 16 KB as JSON) */
                    clientState?: {
                        [key: string]: unknown;
                    };
                    /** @description Origin of the folio, e.g. portal or partner name */
                    source?: string;
                } | {
                    /** @enum {string} */
                    program_type?: "BOP" | "CGL" | "PL" | "TI";
                    class_code?: string;
                    business_name?: string;
                    mailing_zip?: string;
                    mailing_state?: string;
                    employee_count?: number;
                    annual_revenue?: number;
                    /** @description The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so) */
                    annual_payroll?: number;
                    /** @description What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent) */
                    subcontracted_cost?: number;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    effective_date?: string;
                    /** @description Folio-wide options: every program of the request that has the option takes the value (a program's program_options take precedence). In a re-quote they apply to the programs re-quoted; other options are kept */
                    coverage?: {
                        /** @description General liability per-occurrence limit */
                        glLimit?: number;
                        /** @description Business personal property limit */
                        bppLimit?: number;
                        /** @description Property deductible */
                        deductible?: number;
                        /** @description Professional liability limit */
                        plLimit?: number;
                        /** @description Professional liability retention */
                        plRetention?: number;
                        /** @description Travel medical limit */
                        medicalLimit?: number;
                        /** @description Total insured trip cost (TI) */
                        tripCost?: number;
                    };
                    /** @description Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program's own options from its latest attempt in the session; a program given here has its own options replaced by these. */
                    program_options?: {
                        [key: string]: {
                            [key: string]: number;
                        };
                    };
                    country_of_residence?: string;
                    residence_state?: string;
                    destination_country?: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    start_date?: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    end_date?: string;
                    insureds?: {
                        first_name?: string;
                        last_name?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        date_of_birth: string;
                        /** @description This traveller's share of the trip cost */
                        trip_cost?: number;
                    }[];
                    /** @description Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program's list and keeps the others. */
                    endorsements?: {
                        [key: string]: string[];
                    };
                    programs: (string | {
                        /** Format: uuid */
                        programId: string;
                    } | {
                        code: string;
                    })[];
                    system_payload?: {
                        /** @enum {string} */
                        program_type?: "BOP" | "CGL" | "PL" | "TI";
                        class_code?: string;
                        business_name?: string;
                        mailing_zip?: string;
                        mailing_state?: string;
                        employee_count?: number;
                        annual_revenue?: number;
                        /** @description The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so) */
                        annual_payroll?: number;
                        /** @description What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent) */
                        subcontracted_cost?: number;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        effective_date?: string;
                        /** @description Folio-wide options: every program of the request that has the option takes the value (a program's program_options take precedence). In a re-quote they apply to the programs re-quoted; other options are kept */
                        coverage?: {
                            /** @description General liability per-occurrence limit */
                            glLimit?: number;
                            /** @description Business personal property limit */
                            bppLimit?: number;
                            /** @description Property deductible */
                            deductible?: number;
                            /** @description Professional liability limit */
                            plLimit?: number;
                            /** @description Professional liability retention */
                            plRetention?: number;
                            /** @description Travel medical limit */
                            medicalLimit?: number;
                            /** @description Total insured trip cost (TI) */
                            tripCost?: number;
                        };
                        /** @description Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program's own options from its latest attempt in the session; a program given here has its own options replaced by these. */
                        program_options?: {
                            [key: string]: {
                                [key: string]: number;
                            };
                        };
                        country_of_residence?: string;
                        residence_state?: string;
                        destination_country?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        start_date?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        end_date?: string;
                        insureds?: {
                            first_name?: string;
                            last_name?: string;
                            /**
                             * Format: date
                             * @description Calendar date, YYYY-MM-DD
                             */
                            date_of_birth: string;
                            /** @description This traveller's share of the trip cost */
                            trip_cost?: number;
                        }[];
                        /** @description Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program's list and keeps the others. */
                        endorsements?: {
                            [key: string]: string[];
                        };
                    };
                    /**
                     * Format: uuid
                     * @description Reuse the group (shopping session) of this folio
                     */
                    originalQuoteId?: string;
                    /**
                     * Format: uuid
                     * @description The client quoted: the fields it knows need not be sent
                     */
                    insuredId: string;
                    /** @description Caller state, stored and returned as given (at most 16 KB as JSON) */
                    clientState?: {
                        [key: string]: unknown;
                    };
                    /** @description Origin of the folio, e.g. portal or partner name */
                    source?: string;
                };
            };
        };
        responses: {
            /** @description The folio and its applications */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateQuoteResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    rate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "class_code": "10100",
                 *       "business_name": "Sunrise Bakery",
                 *       "mailing_zip": "60601",
                 *       "mailing_state": "IL",
                 *       "employee_count": 6,
                 *       "annual_revenue": 850000,
                 *       "effective_date": "2027-01-01",
                 *       "coverage": {
                 *         "glLimit": 1000000,
                 *         "bppLimit": 100000
                 *       },
                 *       "program_type": "BOP"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    program_type?: "BOP" | "CGL" | "PL" | "TI";
                    class_code?: string;
                    business_name?: string;
                    mailing_zip?: string;
                    mailing_state?: string;
                    employee_count?: number;
                    annual_revenue?: number;
                    /** @description The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so) */
                    annual_payroll?: number;
                    /** @description What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent) */
                    subcontracted_cost?: number;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    effective_date?: string;
                    /** @description Folio-wide options: every program of the request that has the option takes the value (a program's program_options take precedence). In a re-quote they apply to the programs re-quoted; other options are kept */
                    coverage?: {
                        /** @description General liability per-occurrence limit */
                        glLimit?: number;
                        /** @description Business personal property limit */
                        bppLimit?: number;
                        /** @description Property deductible */
                        deductible?: number;
                        /** @description Professional liability limit */
                        plLimit?: number;
                        /** @description Professional liability retention */
                        plRetention?: number;
                        /** @description Travel medical limit */
                        medicalLimit?: number;
                        /** @description Total insured trip cost (TI) */
                        tripCost?: number;
                    };
                    /** @description Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program's own options from its latest attempt in the session; a program given here has its own options replaced by these. */
                    program_options?: {
                        [key: string]: {
                            [key: string]: number;
                        };
                    };
                    country_of_residence?: string;
                    residence_state?: string;
                    destination_country?: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    start_date?: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    end_date?: string;
                    insureds?: {
                        first_name?: string;
                        last_name?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        date_of_birth: string;
                        /** @description This traveller's share of the trip cost */
                        trip_cost?: number;
                    }[];
                    /** @description Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program's list and keeps the others. */
                    endorsements?: {
                        [key: string]: string[];
                    };
                    /** @description Default: every appointed program of the risk's type(s) */
                    programs?: (string | {
                        /** Format: uuid */
                        programId: string;
                    } | {
                        code: string;
                    })[];
                    system_payload?: {
                        /** @enum {string} */
                        program_type?: "BOP" | "CGL" | "PL" | "TI";
                        class_code?: string;
                        business_name?: string;
                        mailing_zip?: string;
                        mailing_state?: string;
                        employee_count?: number;
                        annual_revenue?: number;
                        /** @description The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so) */
                        annual_payroll?: number;
                        /** @description What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent) */
                        subcontracted_cost?: number;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        effective_date?: string;
                        /** @description Folio-wide options: every program of the request that has the option takes the value (a program's program_options take precedence). In a re-quote they apply to the programs re-quoted; other options are kept */
                        coverage?: {
                            /** @description General liability per-occurrence limit */
                            glLimit?: number;
                            /** @description Business personal property limit */
                            bppLimit?: number;
                            /** @description Property deductible */
                            deductible?: number;
                            /** @description Professional liability limit */
                            plLimit?: number;
                            /** @description Professional liability retention */
                            plRetention?: number;
                            /** @description Travel medical limit */
                            medicalLimit?: number;
                            /** @description Total insured trip cost (TI) */
                            tripCost?: number;
                        };
                        /** @description Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program's own options from its latest attempt in the session; a program given here has its own options replaced by these. */
                        program_options?: {
                            [key: string]: {
                                [key: string]: number;
                            };
                        };
                        country_of_residence?: string;
                        residence_state?: string;
                        destination_country?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        start_date?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        end_date?: string;
                        insureds?: {
                            first_name?: string;
                            last_name?: string;
                            /**
                             * Format: date
                             * @description Calendar date, YYYY-MM-DD
                             */
                            date_of_birth: string;
                            /** @description This traveller's share of the trip cost */
                            trip_cost?: number;
                        }[];
                        /** @description Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program's list and keeps the others. */
                        endorsements?: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
        responses: {
            /** @description One result per program */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    rateSensitivity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "program": "KM-BOP",
                 *       "class_code": "10100",
                 *       "business_name": "Sunrise Bakery",
                 *       "mailing_zip": "60601",
                 *       "mailing_state": "IL",
                 *       "employee_count": 6,
                 *       "annual_revenue": 850000,
                 *       "effective_date": "2027-01-01",
                 *       "coverage": {
                 *         "glLimit": 1000000,
                 *         "bppLimit": 100000
                 *       },
                 *       "vary": {
                 *         "glLimit": "all",
                 *         "bppLimit": [
                 *           50000,
                 *           100000,
                 *           250000
                 *         ],
                 *         "deductible": "all"
                 *       },
                 *       "mode": "grid"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    program_type?: "BOP" | "CGL" | "PL" | "TI";
                    class_code?: string;
                    business_name?: string;
                    mailing_zip?: string;
                    mailing_state?: string;
                    employee_count?: number;
                    annual_revenue?: number;
                    /** @description The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so) */
                    annual_payroll?: number;
                    /** @description What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent) */
                    subcontracted_cost?: number;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    effective_date?: string;
                    /** @description Folio-wide options: every program of the request that has the option takes the value (a program's program_options take precedence). In a re-quote they apply to the programs re-quoted; other options are kept */
                    coverage?: {
                        /** @description General liability per-occurrence limit */
                        glLimit?: number;
                        /** @description Business personal property limit */
                        bppLimit?: number;
                        /** @description Property deductible */
                        deductible?: number;
                        /** @description Professional liability limit */
                        plLimit?: number;
                        /** @description Professional liability retention */
                        plRetention?: number;
                        /** @description Travel medical limit */
                        medicalLimit?: number;
                        /** @description Total insured trip cost (TI) */
                        tripCost?: number;
                    };
                    /** @description Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program's own options from its latest attempt in the session; a program given here has its own options replaced by these. */
                    program_options?: {
                        [key: string]: {
                            [key: string]: number;
                        };
                    };
                    country_of_residence?: string;
                    residence_state?: string;
                    destination_country?: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    start_date?: string;
                    /**
                     * Format: date
                     * @description Calendar date, YYYY-MM-DD
                     */
                    end_date?: string;
                    insureds?: {
                        first_name?: string;
                        last_name?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        date_of_birth: string;
                        /** @description This traveller's share of the trip cost */
                        trip_cost?: number;
                    }[];
                    /** @description Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program's list and keeps the others. */
                    endorsements?: {
                        [key: string]: string[];
                    };
                    program: string | {
                        /** Format: uuid */
                        programId: string;
                    } | {
                        code: string;
                    };
                    system_payload?: {
                        /** @enum {string} */
                        program_type?: "BOP" | "CGL" | "PL" | "TI";
                        class_code?: string;
                        business_name?: string;
                        mailing_zip?: string;
                        mailing_state?: string;
                        employee_count?: number;
                        annual_revenue?: number;
                        /** @description The year's payroll, owners' pay included: required when a program rates the class on payroll (contractors, trades and cleaning services; the classification's basis says so) */
                        annual_payroll?: number;
                        /** @description What the business pays subcontractors in a year: rated beside payroll for contractors (0 when absent) */
                        subcontracted_cost?: number;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        effective_date?: string;
                        /** @description Folio-wide options: every program of the request that has the option takes the value (a program's program_options take precedence). In a re-quote they apply to the programs re-quoted; other options are kept */
                        coverage?: {
                            /** @description General liability per-occurrence limit */
                            glLimit?: number;
                            /** @description Business personal property limit */
                            bppLimit?: number;
                            /** @description Property deductible */
                            deductible?: number;
                            /** @description Professional liability limit */
                            plLimit?: number;
                            /** @description Professional liability retention */
                            plRetention?: number;
                            /** @description Travel medical limit */
                            medicalLimit?: number;
                            /** @description Total insured trip cost (TI) */
                            tripCost?: number;
                        };
                        /** @description Options chosen for one program only, by program code: { "SA-BOP": { "glLimit": 2000000 } }. They take precedence over the folio-wide coverage for that program. Each code must be a program of this quote, each key an option of that program and each value one it offers (400 naming program_options.<code>.<key> otherwise). A re-quote keeps each program's own options from its latest attempt in the session; a program given here has its own options replaced by these. */
                        program_options?: {
                            [key: string]: {
                                [key: string]: number;
                            };
                        };
                        country_of_residence?: string;
                        residence_state?: string;
                        destination_country?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        start_date?: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        end_date?: string;
                        insureds?: {
                            first_name?: string;
                            last_name?: string;
                            /**
                             * Format: date
                             * @description Calendar date, YYYY-MM-DD
                             */
                            date_of_birth: string;
                            /** @description This traveller's share of the trip cost */
                            trip_cost?: number;
                        }[];
                        /** @description Endorsements to add, by program code: { "KM-CGL": ["waiver_of_subrogation"] }. Each code must be a program of this quote and each key an endorsement that program makes available (400 naming endorsements.<code>[i] otherwise). A re-quote replaces a program's list and keeps the others. */
                        endorsements?: {
                            [key: string]: string[];
                        };
                    };
                    /** @description Option key -> values (dollars for money options) or "all" of the program's values */
                    vary: {
                        [key: string]: "all" | number[];
                    };
                    /**
                     * @description grid: every combination; one_at_a_time: vary each option alone from the base
                     * @default grid
                     * @enum {string}
                     */
                    mode?: "grid" | "one_at_a_time";
                };
            };
        };
        responses: {
            /** @description A grid of totals, annual and monthly */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SensitivityResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    getSandboxClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agency's servicing day and the clock's latest moves */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClockStateResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    setSandboxClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "advanceDays": 310
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Set the agency's servicing clock to this day (today or later)
                     */
                    date?: string;
                    /** @description Or move it forward this many days */
                    advanceDays?: number;
                    /**
                     * @description Or put it back to today (jobs that already ran stay done)
                     * @constant
                     */
                    reset?: true;
                };
            };
        };
        responses: {
            /** @description The agency's servicing day, the clock's latest moves and the jobs that ran */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxClockResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    listMessages: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                /** @description Only the messages about this client */
                insured_id?: string;
            };
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first, cursor-paginated */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageListResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    getMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description message */
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message and its bodies */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    createPolicyPayLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description policy */
                policyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link (its token is shown only here) and what it pays */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyPayLinkCreatedResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    getPolicyPayLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description policy payment link */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy, the amount and what it is for; once paid, the receipt */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyPayLinkSummaryResponse"];
                };
            };
            400: components["responses"]["Error400Public"];
            404: components["responses"]["Error404Public"];
            410: components["responses"]["Error410Public"];
            default: components["responses"]["UnexpectedPublic"];
        };
    };
    payPolicyLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description policy payment link */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payment": {
                 *         "method": "card",
                 *         "card": {
                 *           "number": "4242 4242 4242 4242",
                 *           "expMonth": 12,
                 *           "expYear": 2030,
                 *           "cvc": "123"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    payment: {
                        /** @constant */
                        method: "card";
                        /** @description Raw card data: accepted only by the offline provider. With Stripe, collect the card with Stripe Elements and send a payment method id. */
                        card: {
                            number: string;
                            expMonth: number;
                            expYear: number;
                            cvc: string;
                            postalCode?: string;
                        };
                    } | {
                        /** @constant */
                        method: "payment_method";
                        paymentMethodId: string;
                    };
                };
            };
        };
        responses: {
            /** @description The receipt */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyPayLinkSummaryResponse"];
                };
            };
            400: components["responses"]["Error400Public"];
            402: components["responses"]["Error402Public"];
            403: components["responses"]["Error403Public"];
            404: components["responses"]["Error404Public"];
            409: components["responses"]["Error409Public"];
            410: components["responses"]["Error410Public"];
            413: components["responses"]["Error413Public"];
            415: components["responses"]["Error415Public"];
            422: components["responses"]["Error422Public"];
            default: components["responses"]["UnexpectedPublic"];
        };
    };
    confirmPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description payment */
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The issued policies and the payment */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BindResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            402: components["responses"]["Error402Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    confirmPayWithLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description payment link */
                token: string;
                /** @description payment */
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The issued policy numbers and the payment */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayWithLinkResponse"];
                };
            };
            400: components["responses"]["Error400Public"];
            402: components["responses"]["Error402Public"];
            404: components["responses"]["Error404Public"];
            409: components["responses"]["Error409Public"];
            default: components["responses"]["UnexpectedPublic"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Oldest first; secrets are never listed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointListResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://partner.example.com/hooks/quoting",
                 *       "enabledEvents": [
                 *         "policy.bound",
                 *         "policy.cancelled",
                 *         "payment.failed"
                 *       ],
                 *       "description": "Policy admin sync"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description Where events are POSTed. Addresses on loopback or private networks are refused unless the server allows them (WEBHOOK_ALLOW_PRIVATE; decision 024)
                     */
                    url: string;
                    /** @description Event types to send, or ["*"] for all */
                    enabledEvents: ("quote.completed" | "application.quoted" | "application.referred" | "application.declined" | "application.failed" | "policy.bound" | "payment.succeeded" | "payment.failed" | "installment.due" | "installment.overdue" | "installment.paid" | "policy.cancellation_scheduled" | "policy.cancellation_rescinded" | "policy.cancelled" | "policy.renewal_offered" | "policy.renewed" | "*")[];
                    description?: string;
                };
            };
        };
        responses: {
            /** @description The endpoint, and its signing secret (shown once) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointSecretResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description webhook endpoint */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint (its secret is never shown again) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description webhook endpoint */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted, with its deliveries */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description webhook endpoint */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "enabled"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description Where events are POSTed. Addresses on loopback or private networks are refused unless the server allows them (WEBHOOK_ALLOW_PRIVATE; decision 024)
                     */
                    url?: string;
                    /** @description Event types to send, or ["*"] for all */
                    enabledEvents?: ("quote.completed" | "application.quoted" | "application.referred" | "application.declined" | "application.failed" | "policy.bound" | "payment.succeeded" | "payment.failed" | "installment.due" | "installment.overdue" | "installment.paid" | "policy.cancellation_scheduled" | "policy.cancellation_rescinded" | "policy.cancelled" | "policy.renewal_offered" | "policy.renewed" | "*")[];
                    description?: string;
                    /**
                     * @description enabled: re-enable an endpoint (its failure count starts again); disabled: stop sending to it
                     * @enum {string}
                     */
                    status?: "enabled" | "disabled";
                };
            };
        };
        responses: {
            /** @description The endpoint as changed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description webhook endpoint */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expiresInHours": 24
                 *     }
                 */
                "application/json": {
                    /**
                     * @description How long the old secret keeps signing beside the new one (0: stop at once); default 24
                     * @default 24
                     */
                    expiresInHours?: number;
                };
            };
        };
        responses: {
            /** @description The endpoint and its new secret (shown once) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointSecretResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                /** @description Only events of this type */
                type?: "quote.completed" | "application.quoted" | "application.referred" | "application.declined" | "application.failed" | "policy.bound" | "payment.succeeded" | "payment.failed" | "installment.due" | "installment.overdue" | "installment.paid" | "policy.cancellation_scheduled" | "policy.cancellation_rescinded" | "policy.cancelled" | "policy.renewal_offered" | "policy.renewed";
                /** @description Only events created at or after this time (ISO 8601, e.g. 2026-11-01T00:00:00Z); with created[lt], a window to reconcile */
                "created[gte]"?: string;
                /** @description Only events created before this time (ISO 8601) */
                "created[lt]"?: string;
            };
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first, cursor-paginated */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventListResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description event */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event: the body its deliveries POST */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    listEventDeliveries: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description event */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Oldest first, redeliveries included, each with its attempts */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedeliverResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    redeliverEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description event */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "endpointId": "3f1c2b6e-8d2a-4c55-9a3e-2b7f0c1d9e41"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Only to this endpoint (even one not subscribed to the type); default: every enabled endpoint subscribed to it
                     */
                    endpointId?: string;
                };
            };
        };
        responses: {
            /** @description The deliveries queued (sent within moments) */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedeliverResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    listInsureds: {
        parameters: {
            query?: {
                /** @description Name or DBA contains (case-insensitive), or a FEIN's 9 digits */
                q?: string;
                kind?: "business" | "person";
                /** @description true: the archived insureds only */
                archived?: "true" | "false";
                limit?: number;
                cursor?: string;
            };
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first, cursor-paginated */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsuredListResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    createInsured: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "business",
                 *       "name": "Sunrise Bakery LLC",
                 *       "dba": "Sunrise Bakery",
                 *       "entityType": "llc",
                 *       "fein": "12-3456789",
                 *       "contacts": [
                 *         {
                 *           "name": "Maria Lopez",
                 *           "email": "maria@sunrisebakery.example",
                 *           "phone": "+1 512 555 0100"
                 *         }
                 *       ],
                 *       "mailingAddress": {
                 *         "line1": "100 Congress Ave",
                 *         "city": "Austin",
                 *         "state": "TX",
                 *         "zip": "78701"
                 *       },
                 *       "classCodes": [
                 *         "311811"
                 *       ],
                 *       "exposures": [
                 *         {
                 *           "policyYear": 2027,
                 *           "annualRevenue": 450000,
                 *           "employeeCount": 6,
                 *           "squareFootage": 1800
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description business: a company (small-business lines); person: a traveller (travel)
                     * @enum {string}
                     */
                    kind: "business" | "person";
                    /** @description The business's legal name; for a person, defaults to first and last name */
                    name?: string;
                    /** @description Doing business as */
                    dba?: string | null;
                    entityType?: ("llc" | "corporation" | "s_corporation" | "partnership" | "sole_proprietorship" | "nonprofit" | "other") | null;
                    fein?: string | null;
                    contacts?: {
                        name: string;
                        /** Format: email */
                        email?: string;
                        phone?: string;
                    }[];
                    mailingAddress?: {
                        line1?: string;
                        line2?: string;
                        city?: string;
                        state: string;
                        zip: string;
                    } | null;
                    /** @description Premises, the first the primary */
                    locations?: {
                        line1?: string;
                        line2?: string;
                        city?: string;
                        state: string;
                        zip: string;
                    }[];
                    /** @description NAICS class codes, the first the primary: create-quote takes the first when class_code is left out */
                    classCodes?: string[];
                    /** @description Figures by policy year; each recorded with when and by what (an update keeps the earlier figures as history) */
                    exposures?: {
                        /** @description The policy year these figures are for (the year a term starts) */
                        policyYear: number;
                        annualRevenue?: number;
                        /** @description The year's payroll, owners' pay included */
                        annualPayroll?: number;
                        employeeCount?: number;
                        squareFootage?: number;
                        subcontractedCost?: number;
                    }[];
                    /** @description A person (travel insureds): the traveller */
                    person?: {
                        firstName: string;
                        lastName: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        dateOfBirth: string;
                        residenceState?: string;
                        countryOfResidence?: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The insured */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsuredResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    getInsured: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description insured */
                insuredId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The insured */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsuredDetailResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateInsured: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description insured */
                insuredId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "exposures": [
                 *         {
                 *           "policyYear": 2027,
                 *           "annualRevenue": 520000
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description The business's legal name; for a person, defaults to first and last name */
                    name?: string;
                    /** @description Doing business as */
                    dba?: string | null;
                    entityType?: ("llc" | "corporation" | "s_corporation" | "partnership" | "sole_proprietorship" | "nonprofit" | "other") | null;
                    fein?: string | null;
                    contacts?: {
                        name: string;
                        /** Format: email */
                        email?: string;
                        phone?: string;
                    }[];
                    mailingAddress?: {
                        line1?: string;
                        line2?: string;
                        city?: string;
                        state: string;
                        zip: string;
                    } | null;
                    /** @description Premises, the first the primary */
                    locations?: {
                        line1?: string;
                        line2?: string;
                        city?: string;
                        state: string;
                        zip: string;
                    }[];
                    /** @description NAICS class codes, the first the primary: create-quote takes the first when class_code is left out */
                    classCodes?: string[];
                    /** @description Figures by policy year; each recorded with when and by what (an update keeps the earlier figures as history) */
                    exposures?: {
                        /** @description The policy year these figures are for (the year a term starts) */
                        policyYear: number;
                        annualRevenue?: number;
                        /** @description The year's payroll, owners' pay included */
                        annualPayroll?: number;
                        employeeCount?: number;
                        squareFootage?: number;
                        subcontractedCost?: number;
                    }[];
                    /** @description A person (travel insureds): the traveller */
                    person?: {
                        firstName: string;
                        lastName: string;
                        /**
                         * Format: date
                         * @description Calendar date, YYYY-MM-DD
                         */
                        dateOfBirth: string;
                        residenceState?: string;
                        countryOfResidence?: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The insured as changed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsuredResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    archiveInsured: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description insured */
                insuredId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The insured, archived */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsuredResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    restoreInsured: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description insured */
                insuredId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The insured, active */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsuredResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    listInsuredQuestions: {
        parameters: {
            query?: {
                /** @description Program codes, comma-separated (SA-BOP,KM-CGL). Default: the programs of the client's open quote folios (not expired, nothing bound; each program's latest attempt), or, with none, every program the agency is appointed for of the client's lines (business: BOP, CGL, PL; person: TI) */
                programs?: string;
            };
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description insured */
                insuredId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's questionnaire */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionnaireResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    answerInsuredQuestions: {
        parameters: {
            query?: {
                /** @description Program codes, comma-separated (SA-BOP,KM-CGL). Default: the programs of the client's open quote folios (not expired, nothing bound; each program's latest attempt), or, with none, every program the agency is appointed for of the client's lines (business: BOP, CGL, PL; person: TI) */
                programs?: string;
            };
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description insured */
                insuredId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "answers": {
                 *         "yearsInBusiness": 7,
                 *         "priorClaims": 0,
                 *         "subcontractedPercent": 20
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description By canonical question id (GET .../questions lists them): the value, or null to clear the client's answer */
                    answers: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The client's questionnaire after these answers */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnsweredResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first; revoked keys too. Secrets are never listed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyListResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Partner rater (production)",
                 *       "scope": "quote_and_bind"
                 *     }
                 */
                "application/json": {
                    /** @description What the key is for, so it can be recognised in the list: "Partner rater (production)" */
                    name: string;
                    /**
                     * @description read_only: reads everything, changes nothing; quote: reads, quotes and edits clients; quote_and_bind: also binds, sends checkout links and services policies; admin: also manages webhook endpoints and keys, reads the audit log and moves the sandbox clock
                     * @enum {string}
                     */
                    scope: "read_only" | "quote" | "quote_and_bind" | "admin";
                };
            };
        };
        responses: {
            /** @description The key, and its secret (shown once) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeySecretResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    getApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description API key */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key, without its secret */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description API key */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key, revoked */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                /** @description Only this action ("policy.bind"), or every action under a prefix ending in a dot ("policy.") */
                action?: string;
                /** @description Only this actor ("user:<id>", "api_key:<id>", "customer:pay_link:<id>", "system"), or every actor of a type ("user", "api_key", "customer") */
                actor?: string;
                /** @description Only changes to objects of this type (policy, payment, application, webhook_endpoint, agency, user, ...) */
                objectType?: string;
                /** @description Only changes to this object (with objectType, or alone) */
                objectId?: string;
                /** @description Only changes made at or after this time (ISO 8601, e.g. 2026-11-01T00:00:00Z) */
                "created[gte]"?: string;
                /** @description Only changes made before this time (ISO 8601) */
                "created[lt]"?: string;
            };
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first, cursor-paginated */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: {
                                /** @description The row's id: a decimal integer, in the order rows were written */
                                id: string;
                                /** @description What was done: "policy.bind", "policy.cancel", "payment.refund", "application.referral_approved", "sandbox.clock_moved", "webhook_endpoint.create", "user.sign_in", ... */
                                action: string;
                                actor: {
                                    /**
                                     * @description user: a portal user; api_key: a request made with an API key; customer: a customer paying by pay link; system: the server itself
                                     * @enum {string}
                                     */
                                    type: "user" | "api_key" | "customer" | "system";
                                    /** @description The user's, key's or pay link's id; null for system */
                                    id: string | null;
                                    /** @description The user's or key's name, when it still exists; null for customers and system */
                                    name: string | null;
                                    /** @description A user's email; null for other actors */
                                    email: string | null;
                                };
                                object: {
                                    /** @description The kind of object changed */
                                    type: string;
                                    id: string;
                                    /** @description A name a person recognises, when cheaply known: a policy's number, an application's program and insured, an endpoint's URL, a user's email */
                                    label: string | null;
                                };
                                /** @description What it was, as far as the change concerns it (null when nothing was) */
                                before: unknown;
                                /** @description What it became (null when nothing remains) */
                                after: unknown;
                                /** @description The x-request-id of the request that made the change */
                                requestId: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC timestamp
                                 */
                                createdAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    getInsightsReport: {
        parameters: {
            query?: {
                /** @description The period's first day (UTC), YYYY-MM-DD; default 89 days before `to` */
                from?: string;
                /** @description The period's last day (UTC, included), YYYY-MM-DD; default today */
                to?: string;
                /** @description Only the book of this portal user: the quotes they started and the policies bound from them (decision 045). A producer who sees only their own book may name only themselves */
                producer?: string;
            };
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures of the period */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            period: {
                                /**
                                 * Format: date
                                 * @description Calendar date, YYYY-MM-DD
                                 */
                                from: string;
                                /**
                                 * Format: date
                                 * @description Included
                                 */
                                to: string;
                                /** @description The producer whose book this is; null for the agency's whole book (or the caller's whole visible book) */
                                producer: string | null;
                                /**
                                 * Format: date
                                 * @description The agency's servicing day (the sandbox clock in test mode) that renewals and notices count from
                                 */
                                today: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601 UTC timestamp
                                 */
                                generatedAt: string;
                            };
                            /** @description The agency's portal users who may be named in `producer` (for a producer restricted to their own book: only themselves) */
                            producers: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                            }[];
                            totals: {
                                /** @description Quote requests: one per program asked for in a quote started in the period (re-quotes of the same quote count once, in the period of its first attempt) */
                                started: number;
                                /** @description Of those, priced by the carrier (referred ones included) */
                                quoted: number;
                                /** @description Of those, bound */
                                bound: number;
                                /** @description bound ÷ quoted, 0 to 1; null when nothing was quoted */
                                hitRatio: number | null;
                            };
                            /** @description Per line of business, in the order BOP, CGL, PL, TI; lines with no quotes left out */
                            byLine: {
                                /** @description Quote requests: one per program asked for in a quote started in the period (re-quotes of the same quote count once, in the period of its first attempt) */
                                started: number;
                                /** @description Of those, priced by the carrier (referred ones included) */
                                quoted: number;
                                /** @description Of those, bound */
                                bound: number;
                                /** @description bound ÷ quoted, 0 to 1; null when nothing was quoted */
                                hitRatio: number | null;
                                /** @enum {string} */
                                line: "BOP" | "CGL" | "PL" | "TI";
                            }[];
                            /** @description Per carrier program, most quote requests first */
                            byProgram: {
                                /** @description Quote requests: one per program asked for in a quote started in the period (re-quotes of the same quote count once, in the period of its first attempt) */
                                started: number;
                                /** @description Of those, priced by the carrier (referred ones included) */
                                quoted: number;
                                /** @description Of those, bound */
                                bound: number;
                                /** @description bound ÷ quoted, 0 to 1; null when nothing was quoted */
                                hitRatio: number | null;
                                /** Format: uuid */
                                programId: string;
                                programCode: string;
                                programName: string;
                                carrierName: string;
                                /** @enum {string} */
                                line: "BOP" | "CGL" | "PL" | "TI";
                            }[];
                            /** @description Every month the period touches, oldest first, months with nothing written included */
                            premiumByMonth: {
                                /** @description YYYY-MM (UTC) */
                                month: string;
                                /** @description Policies issued in the month (new business and renewals) */
                                policies: number;
                                /** @description Their premium, before fees and taxes */
                                premium: number;
                                /** @description Their total, fees and taxes included */
                                total: number;
                            }[];
                            /** @description From creating a quote to its last card answered */
                            timeToPriced: {
                                /** @description Quotes started in the period whose every program has an answer (priced, referred or declined) */
                                quotes: number;
                                averageSeconds: number | null;
                                medianSeconds: number | null;
                            };
                            /** @description Why carriers or underwriters declined, most frequent first (at most 10) */
                            declineReasons: {
                                code: string;
                                message: string;
                                count: number;
                            }[];
                            /** @description Why quotes were referred, most frequent first (at most 10) */
                            referralReasons: {
                                rule: string;
                                message: string | null;
                                count: number;
                            }[];
                            referralTurnaround: {
                                /** @description Referrals of the period decided by an underwriter */
                                decided: number;
                                /** @description Referrals of the period still waiting for an underwriter */
                                waiting: number;
                                /** @description From the quote request to the underwriter's decision */
                                averageHours: number | null;
                                medianHours: number | null;
                            };
                            renewals: {
                                within30: number;
                                within60: number;
                                within90: number;
                                /** @description Active policies expiring in the next 90 days (from `today`, whatever the period), soonest first, at most 200 */
                                items: {
                                    /** Format: uuid */
                                    policyId: string;
                                    number: string;
                                    insuredName: string;
                                    programCode: string;
                                    /**
                                     * Format: date
                                     * @description Calendar date, YYYY-MM-DD
                                     */
                                    expirationDate: string;
                                    daysLeft: number;
                                    /** @description The expiring term's total */
                                    total: number;
                                    /**
                                     * @description As GET /v1/policies/{policyId}/renewal says it, except that a program which does not renew shows not_yet_offered
                                     * @enum {string}
                                     */
                                    status: "not_yet_offered" | "rating" | "offered" | "referred" | "declined" | "lapsed" | "renewed";
                                }[];
                            };
                            payments: {
                                /** @description Charges that failed in the period, newest first, at most 100 */
                                failed: {
                                    /** Format: uuid */
                                    paymentId: string;
                                    /** @description Decimal amount in the currency's major unit (e.g. dollars), 2 decimals */
                                    amount: number;
                                    failureCode: string | null;
                                    failureMessage: string | null;
                                    description: string;
                                    /**
                                     * Format: date-time
                                     * @description ISO 8601 UTC timestamp
                                     */
                                    createdAt: string;
                                    policyNumbers: string[];
                                }[];
                                /** @description Policies with a non-payment cancellation scheduled now, soonest first */
                                nonPaymentNotices: {
                                    /** Format: uuid */
                                    policyId: string;
                                    number: string;
                                    insuredName: string;
                                    /**
                                     * Format: date
                                     * @description When the non-payment cancellation takes effect unless the balance is paid
                                     */
                                    cancellationDate: string;
                                }[];
                            };
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    listUsers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Users by name, then pending invitations, newest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeopleListResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description user */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description user */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "service"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description admin: manages people, API keys, webhooks and settings, and does all a producer does; producer: quotes, binds and services their book; service: services policies, issues certificates and sends pay links, binds no new business; underwriter: decides referred applications
                     * @enum {string}
                     */
                    role: "admin" | "producer" | "service" | "underwriter";
                };
            };
        };
        responses: {
            /** @description The user, with the new role */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    deactivateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description user */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user, deactivated */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    reactivateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description user */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user, active */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    getAgencySettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agency's settings */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            object: "agency_settings";
                            /** @description true: producers see the whole agency's book; false: only their own clients and quotes (the folios they started, the policies bound from them, the clients they created or quoted). Administrators, service staff and API keys always see the whole book. */
                            producersSeeAllBook: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateAgencySettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "producersSeeAllBook": false
                 *     }
                 */
                "application/json": {
                    /** @description true: producers see the whole agency's book; false: only their own clients and quotes (the folios they started, the policies bound from them, the clients they created or quoted). Administrators, service staff and API keys always see the whole book. */
                    producersSeeAllBook: boolean;
                };
            };
        };
        responses: {
            /** @description The agency's settings, changed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            object: "agency_settings";
                            /** @description true: producers see the whole agency's book; false: only their own clients and quotes (the folios they started, the policies bound from them, the clients they created or quoted). Administrators, service staff and API keys always see the whole book. */
                            producersSeeAllBook: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    listInvitations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invitations not accepted, revoked or expired, newest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationListResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "sam@harbor-main.example",
                 *       "name": "Sam Ortiz",
                 *       "role": "service"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: email
                     * @description Where the invitation is sent; it becomes the user's sign-in email
                     */
                    email: string;
                    /** @description The person's name as the portal shows it */
                    name: string;
                    /**
                     * @description admin: manages people, API keys, webhooks and settings, and does all a producer does; producer: quotes, binds and services their book; service: services policies, issues certificates and sends pay links, binds no new business; underwriter: decides referred applications
                     * @enum {string}
                     */
                    role: "admin" | "producer" | "service" | "underwriter";
                };
            };
        };
        responses: {
            /** @description The invitation (its link is in the email only) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            413: components["responses"]["Error413Idempotent"];
            415: components["responses"]["Error415Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description invitation */
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "inv_...",
                 *       "password": "a long passphrase"
                 *     }
                 */
                "application/json": {
                    /** @description The token of the emailed link (/invite/{token}) */
                    token: string;
                    /** @description At least 12 characters */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Who can now sign in, to which agency (or carrier) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedInvitationResponse"];
                };
            };
            400: components["responses"]["Error400Public"];
            403: components["responses"]["Error403Public"];
            404: components["responses"]["Error404Public"];
            409: components["responses"]["Error409Public"];
            410: components["responses"]["Error410Public"];
            413: components["responses"]["Error413Public"];
            415: components["responses"]["Error415Public"];
            429: components["responses"]["Error429Public"];
            default: components["responses"]["UnexpectedPublic"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "someone@example.com"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: email
                     * @description The account's sign-in email
                     */
                    email: string;
                };
            };
        };
        responses: {
            /** @description The same sentence, whether or not the account exists */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetRequestedResponse"];
                };
            };
            400: components["responses"]["Error400Public"];
            403: components["responses"]["Error403Public"];
            413: components["responses"]["Error413Public"];
            415: components["responses"]["Error415Public"];
            429: components["responses"]["Error429Public"];
            default: components["responses"]["UnexpectedPublic"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "pwr_...",
                 *       "password": "a new long passphrase"
                 *     }
                 */
                "application/json": {
                    /** @description The token of the emailed link (/reset-password/{token}) */
                    token: string;
                    /** @description At least 12 characters */
                    password: string;
                };
            };
        };
        responses: {
            /** @description The account's email; sign in with the new password */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetDoneResponse"];
                };
            };
            400: components["responses"]["Error400Public"];
            403: components["responses"]["Error403Public"];
            404: components["responses"]["Error404Public"];
            410: components["responses"]["Error410Public"];
            413: components["responses"]["Error413Public"];
            415: components["responses"]["Error415Public"];
            429: components["responses"]["Error429Public"];
            default: components["responses"]["UnexpectedPublic"];
        };
    };
    listMySessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your live sessions */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSessionListResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            default: components["responses"]["Unexpected"];
        };
    };
    revokeMySession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path: {
                /** @description live portal session of yours */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session, signed out */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokedPortalSessionResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            404: components["responses"]["Error404Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    revokeMyOtherSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries safe: the same key and body replay the first answer; kept 24 hours */
                "Idempotency-Key"?: string;
                /** @description Your id for this request (1 to 100 letters, digits, _ . : -): answered back in X-Request-Id and in a problem's requestId */
                "X-Request-Id"?: string;
                /** @description The dated API version to answer in; without it, the API key's pinned version (the one current when the key was made). See /docs/changelog */
                "Quoting-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many sessions were signed out */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Quoting-Version": components["headers"]["Quoting-Version"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokedOtherSessionsResponse"];
                };
            };
            400: components["responses"]["Error400Idempotent"];
            401: components["responses"]["Error401Idempotent"];
            403: components["responses"]["Error403Idempotent"];
            409: components["responses"]["Error409Idempotent"];
            429: components["responses"]["Error429Idempotent"];
            default: components["responses"]["UnexpectedIdempotent"];
        };
    };
    event_quote_completed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256>; several, space-separated, while a rotated secret overlaps */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "quote.completed";
                    /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
                    livemode: boolean;
                    /** @description The version of the data's shape */
                    apiVersion: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    created: string;
                    data: components["schemas"]["QuoteEventData"];
                };
            };
        };
        responses: {
            /** @description Received: not sent again */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not received: retried with backoff */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_application_quoted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256>; several, space-separated, while a rotated secret overlaps */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "application.quoted";
                    /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
                    livemode: boolean;
                    /** @description The version of the data's shape */
                    apiVersion: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    created: string;
                    data: components["schemas"]["ApplicationEventData"];
                };
            };
        };
        responses: {
            /** @description Received: not sent again */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not received: retried with backoff */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_application_referred: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256>; several, space-separated, while a rotated secret overlaps */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "application.referred";
                    /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
                    livemode: boolean;
                    /** @description The version of the data's shape */
                    apiVersion: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    created: string;
                    data: components["schemas"]["ApplicationEventData"];
                };
            };
        };
        responses: {
            /** @description Received: not sent again */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not received: retried with backoff */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_application_declined: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256>; several, space-separated, while a rotated secret overlaps */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "application.declined";
                    /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
                    livemode: boolean;
                    /** @description The version of the data's shape */
                    apiVersion: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    created: string;
                    data: components["schemas"]["ApplicationEventData"];
                };
            };
        };
        responses: {
            /** @description Received: not sent again */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not received: retried with backoff */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_application_failed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256>; several, space-separated, while a rotated secret overlaps */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "application.failed";
                    /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
                    livemode: boolean;
                    /** @description The version of the data's shape */
                    apiVersion: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    created: string;
                    data: components["schemas"]["ApplicationEventData"];
                };
            };
        };
        responses: {
            /** @description Received: not sent again */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not received: retried with backoff */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_policy_bound: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256>; several, space-separated, while a rotated secret overlaps */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "policy.bound";
                    /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
                    livemode: boolean;
                    /** @description The version of the data's shape */
                    apiVersion: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    created: string;
                    data: components["schemas"]["PolicyEventData"];
                };
            };
        };
        responses: {
            /** @description Received: not sent again */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not received: retried with backoff */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_payment_succeeded: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256>; several, space-separated, while a rotated secret overlaps */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "payment.succeeded";
                    /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
                    livemode: boolean;
                    /** @description The version of the data's shape */
                    apiVersion: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    created: string;
                    data: components["schemas"]["PaymentEventData"];
                };
            };
        };
        responses: {
            /** @description Received: not sent again */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not received: retried with backoff */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_payment_failed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256>; several, space-separated, while a rotated secret overlaps */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "payment.failed";
                    /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
                    livemode: boolean;
                    /** @description The version of the data's shape */
                    apiVersion: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    created: string;
                    data: components["schemas"]["PaymentEventData"];
                };
            };
        };
        responses: {
            /** @description Received: not sent again */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not received: retried with backoff */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_installment_due: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256>; several, space-separated, while a rotated secret overlaps */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "installment.due";
                    /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
                    livemode: boolean;
                    /** @description The version of the data's shape */
                    apiVersion: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    created: string;
                    data: components["schemas"]["InstallmentEventData"];
                };
            };
        };
        responses: {
            /** @description Received: not sent again */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not received: retried with backoff */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_installment_overdue: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256>; several, space-separated, while a rotated secret overlaps */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "installment.overdue";
                    /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
                    livemode: boolean;
                    /** @description The version of the data's shape */
                    apiVersion: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    created: string;
                    data: components["schemas"]["InstallmentEventData"];
                };
            };
        };
        responses: {
            /** @description Received: not sent again */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not received: retried with backoff */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_installment_paid: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256>; several, space-separated, while a rotated secret overlaps */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "installment.paid";
                    /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
                    livemode: boolean;
                    /** @description The version of the data's shape */
                    apiVersion: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    created: string;
                    data: components["schemas"]["InstallmentEventData"];
                };
            };
        };
        responses: {
            /** @description Received: not sent again */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not received: retried with backoff */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_policy_cancellation_scheduled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256>; several, space-separated, while a rotated secret overlaps */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "policy.cancellation_scheduled";
                    /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
                    livemode: boolean;
                    /** @description The version of the data's shape */
                    apiVersion: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    created: string;
                    data: components["schemas"]["PolicyEventData"];
                };
            };
        };
        responses: {
            /** @description Received: not sent again */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not received: retried with backoff */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_policy_cancellation_rescinded: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256>; several, space-separated, while a rotated secret overlaps */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "policy.cancellation_rescinded";
                    /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
                    livemode: boolean;
                    /** @description The version of the data's shape */
                    apiVersion: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    created: string;
                    data: components["schemas"]["PolicyEventData"];
                };
            };
        };
        responses: {
            /** @description Received: not sent again */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not received: retried with backoff */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_policy_cancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256>; several, space-separated, while a rotated secret overlaps */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "policy.cancelled";
                    /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
                    livemode: boolean;
                    /** @description The version of the data's shape */
                    apiVersion: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    created: string;
                    data: components["schemas"]["PolicyEventData"];
                };
            };
        };
        responses: {
            /** @description Received: not sent again */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not received: retried with backoff */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_policy_renewal_offered: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256>; several, space-separated, while a rotated secret overlaps */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "policy.renewal_offered";
                    /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
                    livemode: boolean;
                    /** @description The version of the data's shape */
                    apiVersion: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    created: string;
                    data: components["schemas"]["PolicyEventData"];
                };
            };
        };
        responses: {
            /** @description Received: not sent again */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not received: retried with backoff */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_policy_renewed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id: the same on every retry (deduplicate on it) */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256>; several, space-separated, while a rotated secret overlaps */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "policy.renewed";
                    /** @description true for live data, false for test data: the mode of the key (qk_live_ or qk_test_) or of the portal that made it. A key never sees the other mode's objects. */
                    livemode: boolean;
                    /** @description The version of the data's shape */
                    apiVersion: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 UTC timestamp
                     */
                    created: string;
                    data: components["schemas"]["PolicyEventData"];
                };
            };
        };
        responses: {
            /** @description Received: not sent again */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not received: retried with backoff */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
