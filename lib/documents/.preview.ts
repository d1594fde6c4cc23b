import { writeFileSync } from "node:fs";
import { renderApplication, renderDeclarations, renderQuoteProposal } from "./render";
import { applicationFixture, declarationsFixture, longNotices, quoteProposalFixture } from "./fixtures";
writeFileSync("/tmp/exp/proposal.pdf", await renderQuoteProposal(quoteProposalFixture));
writeFileSync("/tmp/exp/proposal-long.pdf", await renderQuoteProposal({ ...quoteProposalFixture, notices: longNotices(30) }));
writeFileSync("/tmp/exp/application.pdf", await renderApplication(applicationFixture));
writeFileSync("/tmp/exp/declarations.pdf", await renderDeclarations(declarationsFixture));
